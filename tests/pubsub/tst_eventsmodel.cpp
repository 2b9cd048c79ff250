// The event browser's model over the real contract operations: newest first,
// channel and payload filters, far jumps, and no payload in its rows.

#include "models/pubsub/eventsmodel.h"
#include "pubsubfixture.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>

using namespace askr;
using namespace askr::test;
using models::EventsModel;

class TestEventsModel : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_path;
    std::shared_ptr<std::atomic<qint64>> m_clock = std::make_shared<std::atomic<qint64>>(T0);
    std::unique_ptr<storage::Session> m_session;

    qint64 seqOfRow(EventsModel &m, int row)
    {
        m.data(m.index(row, 0));
        if (!QTest::qWaitFor([&] { return m.data(m.index(row, 0), models::PagedTableModel::LoadedRole).toBool(); }, 5000))
            return -1;
        return m.data(m.index(row, EventsModel::SeqColumn)).toLongLong();
    }
    // The count in flight is in (isLoading() is not used: a superseded
    // request never ends it, see PagedTableModel).
    bool counted(EventsModel &m)
    {
        return flush(m.session());
    }

private Q_SLOTS:
    // 3,000 events: seq n is on channel "c<n % 3>", its payload names event
    // "E<n % 5>", and every 100th carries the word "needle".
    void initTestCase()
    {
        m_path = m_tmp.filePath(QStringLiteral("events.sqlite"));
        auto db = makePubSubDb(m_path);
        db->setClock([c = m_clock] { return c->load(); });
        sqlite3_exec(db->handle(), "BEGIN", nullptr, nullptr, nullptr);
        for (int n = 1; n <= 3000; ++n) {
            m_clock->store(T0 + n / 10);
            QByteArray payload = "{\"event\":\"E" + QByteArray::number(n % 5) + "\",\"data\":{\"n\":" + QByteArray::number(n) + "}";
            if (n % 100 == 0)
                payload += ",\"note\":\"needle\"";
            payload += "}";
            QCOMPARE(publish(*db, "c" + QByteArray::number(n % 3), payload), qint64(n));
        }
        sqlite3_exec(db->handle(), "COMMIT", nullptr, nullptr, nullptr);
        publish(*db, "raw", QByteArray("\x00\xff not json", 11)); // 3001
        m_session = openSession(m_path, m_clock);
        QVERIFY(m_session);
    }
    void cleanupTestCase() { m_session.reset(); }

    void filtersAndPositions_data()
    {
        QTest::addColumn<QByteArray>("channel");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("descending");
        QTest::addColumn<int>("total");
        QTest::addColumn<QList<QPair<int, qint64>>>("rowSeqs");
        using L = QList<QPair<int, qint64>>;
        QTest::newRow("all, newest first") << QByteArray() << QByteArray() << true << 3001 << L{{0, 3001}, {1, 3000}, {1500, 1501}, {3000, 1}};
        QTest::newRow("all, oldest first") << QByteArray() << QByteArray() << false << 3001 << L{{0, 1}, {2999, 3000}, {3000, 3001}, {777, 778}};
        // c1 holds 1, 4, 7, ..., 2998: the k-th newest is 2998 - 3k.
        QTest::newRow("one channel") << QByteArray("c1") << QByteArray() << true << 1000 << L{{0, 2998}, {1, 2995}, {999, 1}, {600, 1198}};
        QTest::newRow("text") << QByteArray() << QByteArray("needle") << true << 30 << L{{0, 3000}, {29, 100}};
        // Multiples of 100 on c1: n % 3 == 1 -> 100, 400, ..., 2800.
        QTest::newRow("channel and text") << QByteArray("c1") << QByteArray("needle") << false << 10 << L{{0, 100}, {9, 2800}};
        QTest::newRow("nothing") << QByteArray("c1") << QByteArray("haystack") << true << 0 << L{};
        QTest::newRow("unknown channel") << QByteArray("nope") << QByteArray() << true << 0 << L{};
    }
    void filtersAndPositions()
    {
        QFETCH(QByteArray, channel);
        QFETCH(QByteArray, text);
        QFETCH(bool, descending);
        QFETCH(int, total);
        using L = QList<QPair<int, qint64>>;
        QFETCH(L, rowSeqs);
        EventsModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        QVERIFY(model.isDescending());
        model.setDescending(descending);
        model.setFilter(channel.isNull() ? std::nullopt : std::optional<QByteArray>(channel), text.isNull() ? std::nullopt : std::optional<QByteArray>(text));
        QVERIFY(counted(model));
        QCOMPARE(model.rowCount(), total);
        for (const auto &[row, seq] : rowSeqs)
            QCOMPARE(seqOfRow(model, row), seq);
    }

    void columns()
    {
        EventsModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        QVERIFY(counted(model));
        QCOMPARE(seqOfRow(model, 1), qint64(3000));
        auto cell = [&](int row, int column, int role = Qt::DisplayRole) { return model.data(model.index(row, column), role); };
        QCOMPARE(cell(1, EventsModel::ChannelColumn).toString(), QStringLiteral("c0"));
        QCOMPARE(cell(1, EventsModel::EventColumn).toString(), QStringLiteral("E0"));
        QCOMPARE(cell(1, EventsModel::SizeColumn, EventsModel::SizeRole).toLongLong(), qint64(QByteArray("{\"event\":\"E0\",\"data\":{\"n\":3000},\"note\":\"needle\"}").size()));
        QCOMPARE(cell(1, EventsModel::TimeColumn, EventsModel::CreatedAtRole).toLongLong(), T0 + 300);
        // Not JSON: no event name, the size still right.
        QCOMPARE(cell(0, EventsModel::EventColumn).toString(), QString());
        QCOMPARE(cell(0, EventsModel::SizeColumn, EventsModel::SizeRole).toLongLong(), qint64(11));
        QCOMPARE(cell(0, EventsModel::ChannelColumn, EventsModel::RawChannelRole).value<contracts::Value>().toBytes(), QByteArray("raw"));
    }

    // New events appear on top without a reset; nothing else moves.
    void refreshFollowsNewEvents()
    {
        EventsModel model(m_session.get());
        QAbstractItemModelTester tester(&model);
        QVERIFY(counted(model));
        QCOMPARE(seqOfRow(model, 0), qint64(3001));
        auto db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE);
        publish(*db, "c0", "{}");
        publish(*db, "c0", "{}");
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.refresh();
        QTRY_COMPARE(model.rowCount(), 3003);
        QTRY_COMPARE(seqOfRow(model, 0), qint64(3003));
        QCOMPARE(seqOfRow(model, 2), qint64(3001));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(contracts::pubsub::trimSize(*db, 3001), qint64(2));
        model.refresh();
        QTRY_COMPARE(model.rowCount(), 3001);
    }

    // Far jumps land on the same events whether the seqs have holes or not
    // (without: by arithmetic on EventSeqRange; with: by the walk), in both
    // orders.
    void farJumps_data()
    {
        QTest::addColumn<QString>("gone");
        QTest::addColumn<bool>("descending");
        for (bool d : {true, false}) {
            const char *order = d ? "newest first" : "oldest first";
            QTest::addRow("no holes, %s", order) << QStringLiteral("none") << d;
            QTest::addRow("oldest trimmed, %s", order) << QStringLiteral("oldest") << d;
            QTest::addRow("holes inside, %s", order) << QStringLiteral("inside") << d;
        }
    }
    void farJumps()
    {
        QFETCH(QString, gone);
        QFETCH(bool, descending);
        TestDatabase t;
        t.create();
        QList<qint64> seqs;
        sqlite3_exec(t.db->handle(), "BEGIN", nullptr, nullptr, nullptr);
        for (int n = 1; n <= 2000; ++n)
            seqs << publish(*t.db, "c" + QByteArray::number(n % 3), "{}");
        sqlite3_exec(t.db->handle(), "COMMIT", nullptr, nullptr, nullptr);
        if (gone == QLatin1String("oldest")) {
            QCOMPARE(contracts::pubsub::trimSize(*t.db, 1500), qint64(500));
            seqs = seqs.mid(500);
        } else if (gone == QLatin1String("inside")) {
            QCOMPARE(sqlite3_exec(t.db->handle(), "DELETE FROM askr_events WHERE seq BETWEEN 700 AND 799 OR seq = 1234", nullptr, nullptr, nullptr),
                     SQLITE_OK);
            seqs.removeIf([](qint64 s) { return (s >= 700 && s <= 799) || s == 1234; });
        }
        auto session = openSession(t.path, t.clock);
        QVERIFY(session);
        EventsModel model(session.get());
        QAbstractItemModelTester tester(&model);
        model.setDescending(descending);
        QVERIFY(flush(session.get()));
        QCOMPARE(model.rowCount(), int(seqs.size()));
        // Each row lies on a page whose neighbours are not loaded yet.
        for (int row : {1000, 1450, 601, 1, int(seqs.size()) - 1})
            QCOMPARE(seqOfRow(model, row), seqs[descending ? seqs.size() - 1 - row : row]);
    }
};

QTEST_GUILESS_MAIN(TestEventsModel)
#include "tst_eventsmodel.moc"
