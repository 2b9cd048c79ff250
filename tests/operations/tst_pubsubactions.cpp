// The trims the Pub/sub page and askr-deskctl's trim both run: the preview
// counts exactly what the apply deletes, and the question names the
// subscribers that would lose events they have not read.

#include "askr_contracts_api.h"
#include "connection.h"
#include "operations/pubsub/pubsubactions.h"

#include <QTest>

using namespace askr;
using operations::Action;
using operations::PubSubActions;
namespace api = contracts::pubsub;

class TestPubSubActions : public QObject
{
    Q_OBJECT

    std::unique_ptr<contracts::Connection> m_db;
    qint64 m_now = 1'700'000'000;

    qint64 events() { return api::countEvents(*m_db, std::nullopt, std::nullopt).count.toInt(); }

    // byAge: seconds, else keep.
    static Action make(bool byAge, qint64 n)
    {
        return byAge ? PubSubActions::trimAge(n, QStringLiteral("%1 s").arg(n)) : PubSubActions::trimSize(n);
    }

private Q_SLOTS:
    void init()
    {
        m_db = contracts::Connection::openMemory();
        m_db->setClock([this] { return m_now; });
        api::install(*m_db);
        // "slow" has read events 1 and 2 of five, published 100, 90, 80,
        // 20 and 10 seconds ago; "fast" has read them all.
        api::subscribe(*m_db, "slow");
        api::subscribe(*m_db, "fast");
        const qint64 now = m_now;
        for (qint64 age : { 100, 90, 80, 20, 10 }) {
            m_now = now - age;
            api::publish(*m_db, "orders", "{}");
        }
        m_now = now;
        QCOMPARE(api::ack(*m_db, 2, "slow"), 1);
        QCOMPARE(api::ack(*m_db, 5, "fast"), 1);
        QCOMPARE(events(), 5);
    }

    void trims_data()
    {
        QTest::addColumn<bool>("byAge");
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("deleted");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("report");
        const QString slowLoses
            = QStringLiteral("\n\n1 subscriber(s) would lose events they have not read:\n  • slow (cursor 2): 1 unread events");
        const QString nobody = QStringLiteral("\n\nNo subscriber loses an event it has not read.");
        QTest::newRow("age: three older than 50 s")
            << true << qint64(50) << qint64(3)
            << QStringLiteral("Delete 3 events published more than 50 s ago, in every channel?") + slowLoses
            << QStringLiteral("Deleted 3 events.");
        QTest::newRow("age: only read ones") << true << qint64(95) << qint64(1)
                                             << QStringLiteral("Delete 1 events published more than 95 s ago, in every channel?") + nobody
                                             << QStringLiteral("Deleted 1 events.");
        QTest::newRow("size: keep the newest two")
            << false << qint64(2) << qint64(3) << QStringLiteral("Delete the 3 oldest events and keep the newest 2?") + slowLoses
            << QStringLiteral("Deleted 3 events; the newest 2 remain.");
        QTest::newRow("size: keep four") << false << qint64(4) << qint64(1)
                                         << QStringLiteral("Delete the 1 oldest events and keep the newest 4?") + nobody
                                         << QStringLiteral("Deleted 1 events; the newest 4 remain.");
    }
    void trims()
    {
        QFETCH(bool, byAge);
        QFETCH(qint64, n);
        QFETCH(qint64, deleted);
        const Action a = make(byAge, n);
        QCOMPARE(a.preview(*m_db), deleted);
        QTEST(a.question(deleted), "question");
        QCOMPARE(events(), 5);
        QCOMPARE(a.apply(*m_db), deleted);
        QTEST(a.report(deleted, deleted), "report");
        QCOMPARE(events(), 5 - deleted);
        QCOMPARE(a.preview(*m_db), 0);
        QCOMPARE(a.acceptLabel, QStringLiteral("Delete Events"));
    }

    // Events published between the count and the trim: the report says so.
    void reportSaysWhenTheCountMoved_data()
    {
        QTest::addColumn<bool>("byAge");
        QTest::addColumn<QString>("report");
        QTest::newRow("age") << true << QStringLiteral("Deleted 4 events (3 when previewed: events aged past the cutoff in between).");
        QTest::newRow("size") << false
                              << QStringLiteral(
                                     "Deleted 4 events (3 when previewed: events were published in between); the newest 2 remain.");
    }
    void reportSaysWhenTheCountMoved()
    {
        QFETCH(bool, byAge);
        const Action a = make(byAge, byAge ? 50 : 2);
        QTEST(a.report(3, 4), "report");
    }

    void commandLineTexts_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::addColumn<QString>("changedText");
        QTest::addColumn<QString>("previewText");
        QTest::newRow("one") << qint64(1) << QStringLiteral("Deleted 1 event.") << QStringLiteral("Would delete 1 event.");
        QTest::newRow("many") << qint64(2) << QStringLiteral("Deleted 2 events.") << QStringLiteral("Would delete 2 events.");
    }
    void commandLineTexts()
    {
        QFETCH(qint64, n);
        const Action a = PubSubActions::trimSize(1);
        QTEST(a.changedText(n), "changedText");
        QTEST(a.previewText(n), "previewText");
    }
};

QTEST_GUILESS_MAIN(TestPubSubActions)
#include "tst_pubsubactions.moc"
