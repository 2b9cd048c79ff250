// The Locks page in the real main window. The test from the issue: while
// the panel shows owner A's expired lock, another connection steals it as
// owner B; force release must leave B's lock in place and say so, whether
// the steal comes before the preview or between the confirmation and the
// release. A stale lock still held by its owner is released; the patterns
// that make a key a lock are configurable and kept.

#include "models/cache/cachelocksmodel.h"
#include "views/cache/lockpatternsdialog.h"
#include "views/cache/lockspage.h"
#include "guitestsupport.h"
#include "runtimedb.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QCheckBox>
#include <QTimer>

using namespace askr;
using namespace cachetest;
using models::CacheLocksModel;
using views::DatabaseView;
using views::LocksPage;
namespace cache = contracts::cache;

namespace {
const QByteArray LockKey = "laravel_cache_reports:daily-lock";
}

class TestLocksPage : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_path;
    std::unique_ptr<contracts::Connection> m_db;
    std::unique_ptr<app::MainWindow> m_window;
    LocksPage *m_page = nullptr;
    Dialogs m_dialogs;

    CacheLocksModel *model() const { return m_page->model(); }
    QString cell(int row, int column) const { return model()->index(row, column).data().toString(); }
    bool shows(int rows)
    {
        return QTest::qWaitFor([&] { return !model()->isLoading() && model()->rowCount() == rows; }, 5000);
    }
    void selectRow(int row)
    {
        m_page->view()->selectionModel()->setCurrentIndex(model()->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    // Owner B takes the expired lock over, the way a worker does.
    void steal()
    {
        auto other = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE);
        QVERIFY(cache::lock(*other, LockKey, "owner-B", 300).has_value());
    }
    QByteArray owner() { return cache::valueChunk(*m_db, 0, 100, LockKey)->chunk.toBytes(); }

    void open(storage::OpenMode mode = storage::OpenMode::ReadWrite)
    {
        m_window = std::make_unique<app::MainWindow>();
        auto *view = openPage(*m_window, m_path, DatabaseView::Locks, mode);
        QVERIFY(view);
        m_page = qobject_cast<LocksPage *>(view->page(DatabaseView::Locks));
        QVERIFY(m_page->isVisible());
    }

private Q_SLOTS:
    void initTestCase() { isolateSettings(m_tmp.filePath(QStringLiteral("settings"))); }

    void init()
    {
        QSettings().clear();
        m_path = m_tmp.filePath(QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
        m_db = makeDb(m_path);
        // Owner A took the lock for 10 s, 100 s ago: it is stale.
        m_db->setClock([] { return QDateTime::currentSecsSinceEpoch() - 100; });
        QVERIFY(cache::lock(*m_db, LockKey, "owner-A", 10).has_value());
        m_db->setClock([] { return QDateTime::currentSecsSinceEpoch(); });
        QVERIFY(cache::lock(*m_db, "laravel_cache_framework/schedule-abc", "sched-1", 600).has_value());
        cache::set(*m_db, "laravel_cache_user:1", "not a lock", std::nullopt);
        m_dialogs = Dialogs();
        m_dialogs.install();
        open();
        QVERIFY(shows(2));
    }
    void cleanup()
    {
        m_window.reset();
        m_dialogs.uninstall();
        m_db.reset();
    }

    void showsKeyOwnerTimeLeftAndStaleness()
    {
        QCOMPARE(cell(0, CacheLocksModel::KeyColumn), QStringLiteral("laravel_cache_framework/schedule-abc"));
        QCOMPARE(cell(0, CacheLocksModel::StateColumn), QStringLiteral("held"));
        QVERIFY(cell(0, CacheLocksModel::TimeLeftColumn).endsWith(QLatin1String(" s")));
        QCOMPARE(cell(1, CacheLocksModel::KeyColumn), QString::fromLatin1(LockKey));
        QCOMPARE(cell(1, CacheLocksModel::OwnerColumn), QStringLiteral("owner-A"));
        QCOMPARE(cell(1, CacheLocksModel::StateColumn), QStringLiteral("stale"));
        QVERIFY(cell(1, CacheLocksModel::TimeLeftColumn).startsWith(QLatin1String("expired 1 min")));
        QCOMPARE(m_page->findChild<QLabel *>(QStringLiteral("lockSummary"))->text(), QStringLiteral("2 lock(s), 1 stale"));
        QVERIFY(m_page->findChild<QLabel *>(QStringLiteral("lockRule"))->text().contains(QLatin1String("*laravel_unique_job:*")));
    }

    void stolenLockIsNotReleased()
    {
        selectRow(1);
        QCOMPARE(cell(1, CacheLocksModel::OwnerColumn), QStringLiteral("owner-A")); // what the panel shows
        steal(); // before the panel has noticed
        QCOMPARE(cell(1, CacheLocksModel::OwnerColumn), QStringLiteral("owner-A"));
        m_page->forceReleaseAction()->trigger();
        QVERIFY(m_dialogs.waitTold());
        // Nothing was asked: the preview already counted 0 rows for owner A.
        QCOMPARE(m_dialogs.asked.size(), 0);
        QVERIFY(m_dialogs.told[0].error);
        QCOMPARE(m_dialogs.told[0].message,
                 QStringLiteral("The lock %1 was not released: it is no longer held by owner-A but by owner-B, who acquired it after it was "
                                "shown. Nothing was changed.")
                     .arg(QString::fromLatin1(LockKey)));
        QCOMPARE(owner(), QByteArray("owner-B"));
        // The panel catches up with the new holder.
        QVERIFY(QTest::qWaitFor([&] { return cell(1, CacheLocksModel::OwnerColumn) == QLatin1String("owner-B"); }, 5000));
        QCOMPARE(cell(1, CacheLocksModel::StateColumn), QStringLiteral("held"));
    }

    void lockStolenWhileConfirmingIsNotReleased()
    {
        selectRow(1);
        // B steals it while the user reads the confirmation (preview: 1 row).
        m_dialogs.answer = [this](const Asked &) {
            steal();
            return true;
        };
        m_page->forceReleaseAction()->trigger();
        QVERIFY(m_dialogs.waitTold());
        QCOMPARE(m_dialogs.asked.size(), 1);
        QVERIFY(m_dialogs.asked[0].question.startsWith(QStringLiteral("Release the lock %1 held by owner-A? It expired 1 min").arg(QString::fromLatin1(LockKey))));
        QCOMPARE(m_dialogs.told[0].message,
                 QStringLiteral("The lock %1 was not released: it is no longer held by owner-A (someone re-acquired or released it after it "
                                "was shown). Nothing was changed.")
                     .arg(QString::fromLatin1(LockKey)));
        QCOMPARE(owner(), QByteArray("owner-B"));
    }

    void staleLockHeldByItsOwnerIsReleased()
    {
        selectRow(1);
        m_page->forceReleaseAction()->trigger();
        QVERIFY(m_dialogs.waitTold());
        QCOMPARE(m_dialogs.asked.size(), 1);
        QCOMPARE(m_dialogs.told[0].message, QStringLiteral("Released the lock %1 held by owner-A.").arg(QString::fromLatin1(LockKey)));
        QVERIFY(!cache::valueInfo(*m_db, LockKey));
        QVERIFY(cache::valueInfo(*m_db, "laravel_cache_framework/schedule-abc"));
        QVERIFY(shows(1));
    }

    // A database the runtime wrote, with its DDL and statements: its add
    // binds the owner as a BLOB. Force release works on such a lock, and
    // the runtime's add acquires the key afterwards; a counter that the
    // patterns take for a lock is refused with the reason.
    void runtimeLocksAreReleasedAndCountersRefused()
    {
        namespace runtime = askr::test::runtime;
        const QByteArray job = "laravel_cache_laravel_unique_job:App\\Jobs\\SyncInventory42";
        const QByteArray rate = "laravel_cache_rate-lock:10.0.0.1";
        m_window.reset();
        m_path = m_tmp.filePath(QStringLiteral("runtime.sqlite"));
        QFile::remove(m_path);
        m_db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        runtime::exec(*m_db, "PRAGMA journal_mode=WAL");
        runtime::exec(*m_db, runtime::Ddl);
        m_db->setClock([] { return QDateTime::currentSecsSinceEpoch() - 100; });
        QCOMPARE(runtime::run(*m_db, runtime::Add, {runtime::text(job), runtime::blob("Xk2mQ9vB7wLp3ZtR"), runtime::integer(10)}).size(), size_t(1));
        m_db->setClock([] { return QDateTime::currentSecsSinceEpoch(); });
        QCOMPARE(runtime::run(*m_db, runtime::Add, {runtime::text(LockKey), runtime::blob("owner-\xff"), runtime::integer(600)}).size(), size_t(1));
        runtime::run(*m_db, "INSERT INTO askr_cache (key, value, expires_at) VALUES (?1, ?2, unixepoch() + 60)",
                     {runtime::text(rate), runtime::integer(42)});
        open();
        QVERIFY(shows(3));
        auto rowOf = [&](const QByteArray &key) {
            for (int row = 0; row < model()->rowCount(); ++row)
                if (model()->index(row, 0).data(CacheLocksModel::RawKeyRole).value<contracts::Value>().toBytes() == key)
                    return row;
            return -1;
        };
        auto acquires = [&](const QByteArray &key) {
            return !runtime::run(*m_db, runtime::Add, {runtime::text(key), runtime::blob("next-owner"), runtime::integer(60)}).empty();
        };

        // The stale lock, then a held one whose owner is not UTF-8 (shown
        // escaped), as the panel shows them: released, and the runtime's add
        // takes the key.
        const std::pair<QByteArray, QString> locks[] = {{job, QStringLiteral("Xk2mQ9vB7wLp3ZtR")}, {LockKey, QStringLiteral("owner-\\xff")}};
        for (const auto &[key, shownOwner] : locks) {
            QVERIFY(shows(3));
            QCOMPARE(cell(rowOf(key), CacheLocksModel::OwnerColumn), shownOwner);
            selectRow(rowOf(key));
            const int told = m_dialogs.told.size();
            m_page->forceReleaseAction()->trigger();
            QVERIFY(m_dialogs.waitTold(told + 1));
            QCOMPARE(m_dialogs.told[told].message, QStringLiteral("Released the lock %1 held by %2.").arg(contracts::escapeBytes(key), shownOwner));
            QVERIFY(acquires(key));
        }

        // The counter: refused before asking, with the reason.
        QVERIFY(shows(3));
        const int asked = m_dialogs.asked.size();
        selectRow(rowOf(rate));
        m_page->forceReleaseAction()->trigger();
        QVERIFY(m_dialogs.waitTold(3));
        QCOMPARE(m_dialogs.asked.size(), asked);
        QVERIFY(m_dialogs.told[2].error);
        QCOMPARE(m_dialogs.told[2].message,
                 QStringLiteral("%1 was not released: it holds a counter (an integer), not a lock owner token. Nothing was changed; forget "
                                "the key in the Cache page if it is not wanted.")
                     .arg(QString::fromLatin1(rate)));
        QCOMPARE(cache::get(*m_db, rate)->value, contracts::Value::integer(42));
    }

    // Issue 31: Laravel's locks as its cache store writes them through the
    // runtime: serialized owners shown as their token and released; forever
    // locks (a ttl-0 Set) listed as held forever; an orphaned unique-job lock
    // marked, listed alone, named in the problems, and released by Release
    // Orphaned Locks, after which the runtime's next dispatch takes it.
    void laravelForeverAndOrphanedLocks()
    {
        namespace runtime = askr::test::runtime;
        const QByteArray orphan = runtime::laravelUniqueLockKey("App\\Jobs\\ImportFeed");
        const QByteArray busy = runtime::laravelUniqueLockKey("App\\Jobs\\SendInvoice", "7");
        m_window.reset();
        m_path = m_tmp.filePath(QStringLiteral("laravel.sqlite"));
        QFile::remove(m_path);
        m_db = contracts::Connection::open(QFile::encodeName(m_path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        runtime::exec(*m_db, "PRAGMA journal_mode=WAL");
        runtime::exec(*m_db, runtime::Ddl);
        runtime::laravelForeverLock(*m_db, orphan, "Xk2mQ9vB7wLp3ZtR5yNc8HjD4fGs6aUe1iOq0rTy");
        runtime::laravelForeverLock(*m_db, busy, "Pq8RmT2vX9wL4kZ7nB3cY6hJ1dF5gS0aUe2iOq9r");
        runtime::run(*m_db, runtime::Enqueue, {runtime::text("default"), runtime::blob(runtime::laravelJobPayload("App\\Jobs\\SendInvoice")), runtime::integer(0)});
        runtime::run(*m_db, runtime::Set, {runtime::text("laravel_cache_ip_blocklist"), runtime::blob(runtime::laravelSerialized("1.2.3.4")), runtime::integer(0)});
        open();
        QVERIFY(shows(2)); // the blocklist, stored forever under no lock name of Laravel's, is data
        auto rowOf = [&](const QByteArray &key) {
            for (int row = 0; row < model()->rowCount(); ++row)
                if (model()->index(row, 0).data(CacheLocksModel::RawKeyRole).value<contracts::Value>().toBytes() == key)
                    return row;
            return -1;
        };
        QCOMPARE(cell(rowOf(busy), CacheLocksModel::OwnerColumn), QStringLiteral("Pq8RmT2vX9wL4kZ7nB3cY6hJ1dF5gS0aUe2iOq9r"));
        QCOMPARE(cell(rowOf(busy), CacheLocksModel::TimeLeftColumn), QStringLiteral("never expires"));
        QCOMPARE(cell(rowOf(busy), CacheLocksModel::StateColumn), QStringLiteral("held forever"));
        QVERIFY(QTest::qWaitFor([&] { return cell(rowOf(orphan), CacheLocksModel::StateColumn) == QLatin1String("orphaned"); }, 10000));
        QCOMPARE(m_page->issueCount(), 1);
        QCOMPARE(m_page->issues(),
                 QStringList{QStringLiteral("1 unique-job lock is held with no job of its class: dispatches of App\\Jobs\\ImportFeed are being dropped")});
        QVERIFY(m_page->releaseOrphanedAction()->isEnabled());

        // Orphaned only.
        m_page->orphanedOnlyBox()->setChecked(true);
        QVERIFY(shows(1));
        QCOMPARE(model()->index(0, 0).data(CacheLocksModel::RawKeyRole).value<contracts::Value>().toBytes(), orphan);
        m_page->orphanedOnlyBox()->setChecked(false);
        QVERIFY(shows(2));

        // Release Orphaned Locks names the lock and releases it alone.
        const int asked = m_dialogs.asked.size();
        const int told = m_dialogs.told.size();
        m_page->releaseOrphanedAction()->trigger();
        QVERIFY(m_dialogs.waitTold(told + 1));
        QCOMPARE(m_dialogs.asked.size(), asked + 1);
        QVERIFY2(m_dialogs.asked.last().question.contains(contracts::escapeBytes(orphan)), qPrintable(m_dialogs.asked.last().question));
        QVERIFY(!m_dialogs.asked.last().question.contains(QLatin1String("SendInvoice")));
        QCOMPARE(m_dialogs.told[told].message, QStringLiteral("Released 1 orphaned unique-job lock."));
        QVERIFY(!runtime::run(*m_db, runtime::Add, {runtime::text(orphan), runtime::blob("next"), runtime::integer(0)}).empty());
        QVERIFY(runtime::run(*m_db, runtime::Add, {runtime::text(busy), runtime::blob("next"), runtime::integer(0)}).empty());
        QVERIFY(QTest::qWaitFor([&] { return m_page->issueCount() == 0; }, 10000));

        // Force Release of the serialized forever lock: the bytes shown go.
        runtime::exec(*m_db, "DELETE FROM askr_cache WHERE key LIKE '%ImportFeed%'");
        m_page->refresh();
        QVERIFY(shows(1));
        selectRow(0);
        const int before = m_dialogs.told.size();
        m_page->forceReleaseAction()->trigger();
        QVERIFY(m_dialogs.waitTold(before + 1));
        QVERIFY2(m_dialogs.asked.last().question.contains(QLatin1String("never expires")), qPrintable(m_dialogs.asked.last().question));
        QCOMPARE(m_dialogs.told[before].message, QStringLiteral("Released the lock %1 held by Pq8RmT2vX9wL4kZ7nB3cY6hJ1dF5gS0aUe2iOq9r.")
                                                     .arg(contracts::escapeBytes(busy)));
        QVERIFY(!runtime::run(*m_db, runtime::Add, {runtime::text(busy), runtime::blob("next"), runtime::integer(0)}).empty());
    }

    void patternsAreConfigurableAndKept()
    {
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<views::LockPatternsDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->findChild<QPlainTextEdit *>(QStringLiteral("lockPatternsEdit"))->setPlainText(QStringLiteral("*user:*\n\n*user:*\n"));
            dialog->accept();
        });
        m_page->patternsAction()->trigger();
        // Only entries with an expiry count: user:1 never expires.
        QVERIFY(shows(0));
        QVERIFY(m_page->findChild<QWidget *>(QStringLiteral("locksEmpty"))->isVisible());
        QCOMPARE(QSettings().value(QStringLiteral("Cache/lockPatterns")).toStringList(), QStringList{QStringLiteral("*user:*")});
        cache::set(*m_db, "laravel_cache_user:2", "x", at(QDateTime::currentSecsSinceEpoch() + 60));
        QVERIFY(shows(1)); // noticed as the database changes
        // A new window keeps the patterns.
        open();
        QCOMPARE(model()->patterns(), QStringList{QStringLiteral("*user:*")});
        QVERIFY(shows(1));
    }

    void readOnlyCannotRelease()
    {
        open(storage::OpenMode::ReadOnlyLive);
        QVERIFY(shows(2));
        selectRow(1);
        QVERIFY(!m_page->forceReleaseAction()->isEnabled());
        QVERIFY(m_page->forceReleaseAction()->toolTip().contains(QLatin1String("Disabled:")));
        QVERIFY(m_page->patternsAction()->isEnabled()); // reading only
    }
};

QTEST_MAIN(TestLocksPage)
#include "tst_lockspage.moc"
