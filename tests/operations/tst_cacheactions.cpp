// The cache actions the Cache page and askr-deskctl's sweep both run: the
// preview counts exactly what the apply changes, and the texts name it.

#include "askr_contracts_api.h"
#include "connection.h"
#include "operations/cache/cacheactions.h"

#include <QTest>

using namespace askr;
using operations::Action;
using operations::CacheActions;
namespace cache = contracts::cache;

enum class Kind { Sweep, FlushTag, FlushAll, ForgetMatching };
Q_DECLARE_METATYPE(Kind)

class TestCacheActions : public QObject
{
    Q_OBJECT

    std::unique_ptr<contracts::Connection> m_db;
    qint64 m_now = 1'700'000'000;

    qint64 entries()
    {
        const auto s = cache::cacheStats(*m_db);
        return s.live.toInt() + s.expired.toInt();
    }

    static Action make(Kind kind)
    {
        switch (kind) {
        case Kind::Sweep:
            return CacheActions::sweep();
        case Kind::FlushTag:
            return CacheActions::flushTag("users");
        case Kind::FlushAll:
            return CacheActions::flushAll();
        case Kind::ForgetMatching:
            break;
        }
        return CacheActions::forgetMatching(QByteArray("session:*"), std::nullopt, QStringLiteral("the pattern session:*"));
    }

private Q_SLOTS:
    void init()
    {
        m_db = contracts::Connection::openMemory();
        m_db->setClock([this] { return m_now; });
        cache::install(*m_db);
        // Six entries: two expired sessions, one live session, two users
        // (tagged), one config that never expires.
        QCOMPARE(cache::set(*m_db, "session:a", "1", m_now - 10), 1);
        QCOMPARE(cache::set(*m_db, "session:b", "1", m_now - 5), 1);
        QCOMPARE(cache::set(*m_db, "session:c", "1", m_now + 60), 1);
        QCOMPARE(cache::set(*m_db, "user:1", "1", m_now + 60), 1);
        QCOMPARE(cache::set(*m_db, "user:2", "1", m_now + 60), 1);
        QCOMPARE(cache::set(*m_db, "config", "1", std::nullopt), 1);
        QCOMPARE(cache::tag(*m_db, "users", "user:1"), 1);
        QCOMPARE(cache::tag(*m_db, "users", "user:2"), 1);
        QCOMPARE(entries(), 6);
    }

    void previewCountsWhatApplyChanges_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<qint64>("changed");
        QTest::addColumn<qint64>("entriesAfter");
        QTest::newRow("sweep: the expired ones") << Kind::Sweep << qint64(2) << qint64(4);
        QTest::newRow("flush tag: its mappings and entries") << Kind::FlushTag << qint64(2) << qint64(4);
        QTest::newRow("flush all") << Kind::FlushAll << qint64(6) << qint64(0);
        QTest::newRow("forget matching, expired or not") << Kind::ForgetMatching << qint64(3) << qint64(3);
    }
    void previewCountsWhatApplyChanges()
    {
        QFETCH(Kind, kind);
        QFETCH(qint64, changed);
        QFETCH(qint64, entriesAfter);
        const Action a = make(kind);
        QCOMPARE(a.preview(*m_db), changed);
        QCOMPARE(entries(), 6);
        QCOMPARE(a.apply(*m_db), changed);
        QCOMPARE(entries(), entriesAfter);
        QCOMPARE(a.preview(*m_db), 0);
    }

    void texts_data()
    {
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("report");
        QTest::addColumn<QString>("typed");
        QTest::newRow("sweep") << Kind::Sweep
                               << QStringLiteral("Delete 2 expired entries? Readers already miss them; the sweep gives their space back.")
                               << QStringLiteral("Swept 2 expired entries.") << QString();
        // The question counts the entries the preview found, besides the mappings.
        QTest::newRow("flush tag") << Kind::FlushTag
                                   << QStringLiteral(
                                          "Flush the tag users? This deletes the 2 cache entries that carry it, then its 2 mappings.")
                                   << QStringLiteral(
                                          "Flushed the tag users: 2 mappings removed, with the entries they pointed to (2 when previewed).")
                                   << QString();
        QTest::newRow("flush all") << Kind::FlushAll
                                   << QStringLiteral(
                                          "Delete all 6 cache entries and 2 tag mappings? Every read misses until the application writes "
                                          "again, every lock is released and every counter starts again from zero.")
                                   << QStringLiteral("Flushed the cache: 6 entries deleted.") << QStringLiteral("flush");
        QTest::newRow("forget matching")
            << Kind::ForgetMatching
            << QStringLiteral(
                   "Forget all 3 keys matching the pattern session:*, expired or not? Their values are deleted; readers will miss them.")
            << QStringLiteral("Forgot 3 keys matching the pattern session:*.") << QString();
    }
    void texts()
    {
        QFETCH(Kind, kind);
        const Action a = make(kind);
        const qint64 n = a.preview(*m_db);
        QTEST(a.question(n), "question");
        QTEST(a.report(n, a.apply(*m_db)), "report");
        QTEST(a.typedConfirmation, "typed");
        QVERIFY(!a.title.isEmpty() && !a.acceptLabel.isEmpty());
    }

    void commandLineTexts_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::addColumn<QString>("changedText");
        QTest::addColumn<QString>("previewText");
        QTest::newRow("one") << qint64(1) << QStringLiteral("Deleted 1 expired entry.") << QStringLiteral("Would delete 1 expired entry.");
        QTest::newRow("many") << qint64(3) << QStringLiteral("Deleted 3 expired entries.")
                              << QStringLiteral("Would delete 3 expired entries.");
    }
    void commandLineTexts()
    {
        QFETCH(qint64, n);
        const Action a = CacheActions::sweep();
        QTEST(a.changedText(n), "changedText");
        QTEST(a.previewText(n), "previewText");
    }
};

QTEST_GUILESS_MAIN(TestCacheActions)
#include "tst_cacheactions.moc"
