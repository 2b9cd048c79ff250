// How old a model's figures are (issue 30): fresh until they are a refresh
// interval (and a second of grace) old or their last read failed; then
// stale, told every second with their age, and fresh again on a read.

#include "askr_contracts_api.h"
#include "models/freshness.h"
#include "storage/session.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace askr;

class TestFreshness : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    std::unique_ptr<storage::Session> m_session;
    qint64 m_now = 1'700'000'000;

private Q_SLOTS:
    void initTestCase()
    {
        const QString path = m_tmp.filePath(QStringLiteral("f.sqlite"));
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            contracts::queue::install(*db);
        }
        m_session = std::make_unique<storage::Session>(storage::planOpen(path, storage::OpenMode::ReadOnlyLive));
        m_session->setClock([this] { return m_now; });
    }

    void staleness_data()
    {
        QTest::addColumn<bool>("read");
        QTest::addColumn<qint64>("age");
        QTest::addColumn<qint64>("intervalMs");
        QTest::addColumn<bool>("failed");
        QTest::addColumn<bool>("stale");
        QTest::newRow("never read") << false << qint64(100) << qint64(5000) << false << false;
        QTest::newRow("just read") << true << qint64(0) << qint64(5000) << false << false;
        QTest::newRow("within the interval") << true << qint64(5) << qint64(5000) << false << false;
        QTest::newRow("within the grace") << true << qint64(6) << qint64(5000) << false << false;
        QTest::newRow("past the interval") << true << qint64(7) << qint64(5000) << false << true;
        QTest::newRow("a part second counts whole") << true << qint64(7) << qint64(5500) << false << false;
        QTest::newRow("a slow database reads rarely") << true << qint64(60) << qint64(120000) << false << false;
        QTest::newRow("last read failed") << true << qint64(0) << qint64(5000) << true << true;
    }

    void staleness()
    {
        QFETCH(bool, read);
        QFETCH(qint64, age);
        QFETCH(qint64, intervalMs);
        QFETCH(bool, failed);
        QFETCH(bool, stale);
        models::Freshness f(m_session.get(), [intervalMs] { return intervalMs; }, nullptr);
        if (read)
            f.noteRead(m_now - age);
        if (failed)
            f.noteFailure(QStringLiteral("database is locked"));
        QCOMPARE(f.isStale(), stale);
        QCOMPARE(f.age(), read ? age : 0);
        if (stale) {
            QVERIFY2(f.asOf().contains(QLatin1String("ago")), qPrintable(f.asOf()));
            QVERIFY(f.explanation().startsWith(QLatin1String("Stale")));
            QCOMPARE(f.explanation().contains(QLatin1String("database is locked")), failed);
        }
    }

    void toldEverySecondWhileStaleAndFreshOnARead()
    {
        models::Freshness f(m_session.get(), [] { return qint64(1000); }, nullptr);
        QSignalSpy changed(&f, &models::Freshness::changed);
        f.noteRead(m_now);
        QTest::qWait(1200);
        QCOMPARE(changed.count(), 0); // fresh and staying so: nothing to tell
        m_now += 3;
        QVERIFY(changed.wait(1500));
        QCOMPARE(changed.last().at(0).toBool(), true);
        QVERIFY(changed.wait(1500)); // a second older
        QCOMPARE(changed.last().at(0).toBool(), true);
        f.noteRead(m_now);
        QCOMPARE(changed.last().at(0).toBool(), false);
        QVERIFY(!f.isStale());
        const int told = changed.count();
        QTest::qWait(1200);
        QCOMPARE(changed.count(), told);
    }
};

QTEST_GUILESS_MAIN(TestFreshness)
#include "tst_freshness.moc"
