// The actions on the durable subscribers a user selected (Pub/sub page):
// the preview counts exactly what the apply changes, what it saw reaches the
// texts, and only the selected subscribers are touched.

#include "askr_contracts_api.h"
#include "connection.h"
#include "operations/pubsub/subscriberactions.h"

#include <QTest>

using namespace askr;
using operations::Action;
using operations::SubscriberActions;
namespace api = contracts::pubsub;

class TestSubscriberActions : public QObject
{
    Q_OBJECT

    std::unique_ptr<contracts::Connection> m_db;

    QMap<QByteArray, qint64> cursors()
    {
        QMap<QByteArray, qint64> out;
        for (const auto &r : api::subscribers(*m_db))
            out.insert(r.name.toBytes(), r.cursor.toInt());
        return out;
    }

private Q_SLOTS:
    void init()
    {
        m_db = contracts::Connection::openMemory();
        api::install(*m_db);
        // Subscribers at 0 (mail, sms), then five events, then push at 5.
        api::subscribe(*m_db, "mail");
        api::subscribe(*m_db, "sms");
        for (int i = 0; i < 5; ++i)
            api::publish(*m_db, "orders", "{}");
        api::subscribe(*m_db, "push");
        QCOMPARE(api::ack(*m_db, 2, "sms"), 1);
        QCOMPARE(cursors(), (QMap<QByteArray, qint64> { { "mail", 0 }, { "sms", 2 }, { "push", 5 } }));
    }

    void resetToHead_data()
    {
        QTest::addColumn<QList<QByteArray>>("names");
        QTest::addColumn<qint64>("changed");
        QTest::addColumn<qint64>("seenCursor");
        QTest::newRow("one") << QList<QByteArray> { "mail" } << qint64(1) << qint64(0);
        QTest::newRow("two, highest cursor seen") << QList<QByteArray> { "mail", "sms" } << qint64(2) << qint64(2);
        QTest::newRow("one gone") << QList<QByteArray> { "sms", "gone" } << qint64(1) << qint64(2);
    }
    void resetToHead()
    {
        QFETCH(QList<QByteArray>, names);
        QFETCH(qint64, changed);
        auto seen = std::make_shared<SubscriberActions::ResetSeen>();
        const Action a = SubscriberActions::resetToHead(names, seen);
        const auto before = cursors();
        QCOMPARE(a.preview(*m_db), changed);
        QTEST(seen->cursor, "seenCursor");
        QCOMPARE(seen->head, 5);
        QCOMPARE(cursors(), before);
        QCOMPARE(a.apply(*m_db), changed);
        const auto after = cursors();
        for (auto it = before.begin(); it != before.end(); ++it)
            QCOMPARE(after.value(it.key()), names.contains(it.key()) ? 5 : it.value());
    }

    void setCursor_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<qint64>("to");
        QTest::addColumn<qint64>("changed");
        QTest::addColumn<qint64>("from");
        QTest::newRow("back") << QByteArray("push") << qint64(1) << qint64(1) << qint64(5);
        QTest::newRow("forward") << QByteArray("sms") << qint64(4) << qint64(1) << qint64(2);
        QTest::newRow("gone") << QByteArray("gone") << qint64(3) << qint64(0) << qint64(0);
    }
    void setCursor()
    {
        QFETCH(QByteArray, name);
        QFETCH(qint64, to);
        QFETCH(qint64, changed);
        auto from = std::make_shared<qint64>(-1);
        const Action a = SubscriberActions::setCursor(name, to, from);
        const auto before = cursors();
        QCOMPARE(a.preview(*m_db), changed);
        if (changed)
            QTEST(*from, "from");
        QCOMPARE(cursors(), before);
        QCOMPARE(a.apply(*m_db), changed);
        auto expected = before;
        if (changed)
            expected[name] = to;
        QCOMPARE(cursors(), expected);
    }

    void remove()
    {
        const Action a = SubscriberActions::remove({ "mail", "push", "gone" });
        QCOMPARE(a.preview(*m_db), 2);
        QCOMPARE(cursors().size(), 3);
        QCOMPARE(a.apply(*m_db), 2);
        QCOMPARE(cursors(), (QMap<QByteArray, qint64> { { "sms", 2 } }));
        QCOMPARE(a.preview(*m_db), 0);
    }

    // The texts name the subscribers and what the preview saw, also when
    // the caller does not ask for it.
    void texts()
    {
        const Action reset = SubscriberActions::resetToHead({ "sms" });
        QCOMPARE(reset.preview(*m_db), 1);
        QCOMPARE(reset.question(1),
                 QStringLiteral("Move the cursor of “sms” from 2 to the head, 5?\n\nIt skips every event it has not read (up to 3 sequence numbers)."));
        QCOMPARE(reset.report(1, 1), QStringLiteral("Reset 1 subscriber cursor(s) to the head."));
        const Action set = SubscriberActions::setCursor("push", 1);
        QCOMPARE(set.preview(*m_db), 1);
        QVERIFY(set.question(1).startsWith(QStringLiteral("Move the cursor of “push” from 5 to 1?\n\nIt reads again the events after seq 1")));
        QCOMPARE(set.report(1, 0), QStringLiteral("Nothing changed: “push” no longer exists."));
        const Action remove = SubscriberActions::remove({ "a", "b", "c", "d", "e", "f", "g" });
        QVERIFY(remove.question(7).startsWith(QStringLiteral("Delete 7 durable subscriber(s): “a”, “b”, “c”, “d”, “e”, and 2 more?")));
        QCOMPARE(SubscriberActions::publish("orders", "{}").report(0, 6), QStringLiteral("Published event 6 to “orders” (2 bytes, 1 row added)."));
    }

    void publish()
    {
        const Action a = SubscriberActions::publish("orders", "{\"event\":\"x\"}");
        QVERIFY(!a.preview);
        QCOMPARE(a.apply(*m_db), 6);
        QCOMPARE(a.apply(*m_db), 7);
        QCOMPARE(api::currentSeq(*m_db).seq.toInt(), 7);
    }
};

QTEST_GUILESS_MAIN(TestSubscriberActions)
#include "tst_subscriberactions.moc"
