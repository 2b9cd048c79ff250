// The activity log and the undo of Forget on real files: Forget keeps
// exactly the rows it deletes, byte for byte and with their storage class,
// in the activity file; Restore puts them back once; every recorded action
// leaves an entry; pruning, export, and a forget of thousands in batches.

#include "askr_contracts_api.h"
#include "connection.h"
#include "operations/activity/activitylog.h"
#include "operations/activity/recordactivity.h"
#include "operations/queue/failedactions.h"
#include "operations/queue/restoreactions.h"
#include "storage/activitystore.h"
#include "transaction.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace askr;
using operations::Action;
using operations::ActivityEntry;
using operations::ActivityLog;
using operations::FailedActions;
using operations::FailedFilter;
using operations::Origin;
using operations::RestoreActions;
namespace q = contracts::queue;

namespace {

// A dead letter as the test reads it back: every column but the id, each
// value with its storage class.
QStringList deadLetters(contracts::Connection &db)
{
    QStringList out;
    sqlite3_stmt *stmt = db.prepare("SELECT uuid, queue, typeof(payload), hex(payload), exception, attempts, failed_at FROM askr_failed_jobs ORDER BY uuid");
    while (sqlite3_step(stmt) == SQLITE_ROW) {
        QStringList cells;
        for (int i = 0; i < 7; ++i)
            cells << (sqlite3_column_type(stmt, i) == SQLITE_NULL ? QStringLiteral("null")
                                                                   : QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(stmt, i))));
        out << cells.join(QLatin1Char('|'));
    }
    sqlite3_reset(stmt);
    return out;
}

} // namespace

Q_DECLARE_METATYPE(FailedFilter)

class TestActivity : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<contracts::Connection> m_db;
    QString m_dbPath;
    QString m_activityPath;

    // Runs action as the window does: preview, then apply, both logged.
    qint64 run(const Action &plain, qint64 *previewed = nullptr)
    {
        const Action a = operations::recordActivity(plain, m_dbPath, Origin::App, m_activityPath);
        const qint64 counted = a.preview(*m_db);
        if (previewed)
            *previewed = counted;
        return a.apply(*m_db);
    }

    // n more dead letters u1..un in queues mail and default; every third payload
    // is TEXT (as some runtimes write it), the others BLOBs with bytes that
    // are not UTF-8.
    void fill(int n, const QByteArray &uuidPrefix = "u")
    {
        contracts::Transaction t(*m_db);
        for (int i = 1; i <= n; ++i) {
            const char *queue = i % 2 ? "mail" : "default";
            const QByteArray payload = QByteArray("{\"displayName\":\"App\\\\Jobs\\\\Mail\",\"n\":") + QByteArray::number(i) + "}\xff";
            const qint64 id = q::enqueue(*m_db, queue, payload, 0, 0, 1).id.toInt();
            q::claim(*m_db, 300, queue);
            q::deadLetter(*m_db, uuidPrefix + QByteArray::number(i), i % 5 ? QByteArray("TimeoutException: ") + QByteArray::number(i) : QByteArray(), id);
        }
        m_db->exec("UPDATE askr_failed_jobs SET payload = CAST(payload AS TEXT) WHERE id % 3 = 0");
        m_db->exec("UPDATE askr_failed_jobs SET exception = NULL WHERE exception = ''");
        t.commit();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true); // the retention setting
        qputenv("ASKR_DESK_DATA_DIR", QFile::encodeName(m_dir.filePath(QStringLiteral("data"))));
    }

    void init()
    {
        static int n = 0;
        ++n;
        m_dbPath = m_dir.filePath(QStringLiteral("watched%1.sqlite").arg(n));
        m_activityPath = m_dir.filePath(QStringLiteral("activity%1.sqlite").arg(n));
        m_db = contracts::Connection::open(QFile::encodeName(m_dbPath), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        q::install(*m_db);
        fill(10);
    }

    void forgetKeepsExactlyTheDeletedRows_data()
    {
        QTest::addColumn<bool>("byIds");
        QTest::addColumn<std::vector<qint64>>("ids");
        QTest::addColumn<FailedFilter>("filter");
        QTest::addColumn<QStringList>("gone"); // uuids
        FailedFilter mail;
        mail.queue = QByteArray("mail");
        FailedFilter text;
        text.text = QByteArray("Timeout");
        text.queue = QByteArray("default");
        QTest::newRow("ids, TEXT and BLOB, one missing") << true << std::vector<qint64> { 3, 4, 5, 99 } << FailedFilter {}
                                                         << QStringList { QStringLiteral("u3"), QStringLiteral("u4"), QStringLiteral("u5") };
        QTest::newRow("filter") << false << std::vector<qint64> {} << mail
                                << QStringList { QStringLiteral("u1"), QStringLiteral("u3"), QStringLiteral("u5"), QStringLiteral("u7"),
                                                 QStringLiteral("u9") };
        QTest::newRow("filter with text") << false << std::vector<qint64> {} << text
                                          << QStringList { QStringLiteral("u2"), QStringLiteral("u4"), QStringLiteral("u6"), QStringLiteral("u8") };
        QStringList all;
        for (int i = 1; i <= 10; ++i)
            all << QStringLiteral("u%1").arg(i);
        QTest::newRow("every one") << false << std::vector<qint64> {} << FailedFilter {} << all;
    }
    void forgetKeepsExactlyTheDeletedRows()
    {
        QFETCH(bool, byIds);
        QFETCH(std::vector<qint64>, ids);
        QFETCH(FailedFilter, filter);
        QFETCH(QStringList, gone);
        const QStringList before = deadLetters(*m_db);
        const Action forget = byIds ? FailedActions::forgetIds(ids) : FailedActions::forgetMatching(filter);
        qint64 previewed = 0;
        QCOMPARE(run(forget, &previewed), qint64(gone.size()));
        QCOMPARE(previewed, qint64(gone.size()));
        QStringList deleted;
        QStringList left = deadLetters(*m_db);
        for (const QString &row : before)
            if (!left.contains(row))
                deleted << row;
        QCOMPARE(deleted.size(), gone.size());
        for (const QString &row : deleted)
            QVERIFY2(gone.contains(row.section(QLatin1Char('|'), 0, 0)), qPrintable(row));

        // The entry, with what it kept.
        const ActivityLog log(m_activityPath);
        const auto entries = log.entries();
        QCOMPARE(entries.size(), 1);
        const auto &e = entries.first();
        QCOMPARE(e.source, QFileInfo(m_dbPath).canonicalFilePath());
        QCOMPARE(e.origin, QStringLiteral("app"));
        QCOMPARE(e.title, FailedActions::forgetTitle());
        QVERIFY2(e.touched.startsWith(QStringLiteral("Forget ")), qPrintable(e.touched));
        QCOMPARE(e.previewed, std::optional<qint64>(gone.size()));
        QCOMPARE(e.changed, std::optional<qint64>(gone.size()));
        QCOMPARE(e.kept, qint64(gone.size()));
        QVERIFY(e.error.isEmpty());
        QVERIFY2(forget.report(previewed, gone.size()).contains(QStringLiteral("as activity %1").arg(e.id)), qPrintable(forget.report(previewed, gone.size())));

        // Restored: the same rows again (new ids), TEXT still TEXT.
        const Action restore = RestoreActions::restore(m_activityPath, e.id);
        qint64 counted = 0;
        QCOMPARE(run(restore, &counted), qint64(gone.size()));
        QCOMPARE(counted, qint64(gone.size()));
        QCOMPARE(deadLetters(*m_db), before);
        for (const auto &k : log.kept(e.id))
            QVERIFY(k.restoredAt);
        // Twice restores nothing.
        QCOMPARE(run(restore, &counted), 0);
        QCOMPARE(counted, 0);
        QCOMPARE(deadLetters(*m_db), before);
        QCOMPARE(log.entries().size(), 3);
        QCOMPARE(log.entries().first().title, RestoreActions::title());
    }

    // A kept row whose uuid is a dead letter again (the app stopped between
    // keeping and deleting) is skipped; one without a uuid comes back.
    void restoreSkipsUuidsPresent()
    {
        m_db->exec("UPDATE askr_failed_jobs SET uuid = NULL WHERE id = 2");
        QCOMPARE(run(FailedActions::forgetIds({ 1, 2, 3 })), 3);
        const qint64 entry = ActivityLog(m_activityPath).entries().first().id;
        q::RestoreFailedParams p;
        p.uuid = QByteArray("u1");
        p.queue = "mail";
        p.payload = "again";
        p.attempts = 1;
        p.failed_at = 5;
        QCOMPARE(q::restoreFailed(*m_db, p), 1);
        qint64 counted = 0;
        QCOMPARE(run(RestoreActions::restore(m_activityPath, entry), &counted), 2);
        QCOMPARE(counted, 2);
        QCOMPARE(q::previewFlushFailed(*m_db).rows.toInt(), 10);
    }

    // A forget of 10 of which 4 uuids are dead letters again: restore puts
    // back 6 and says the 4 were skipped and why, and leaves them pending;
    // as new, the 4 come back in one transaction, each with a fresh,
    // distinct version-4 uuid, the rest of the row as kept.
    void restoreReportsSkippedThenAsNew()
    {
        const QStringList before = deadLetters(*m_db);
        QCOMPARE(run(FailedActions::forgetMatching({})), 10);
        const qint64 entry = ActivityLog(m_activityPath).entries().first().id;
        for (const char *u : { "u1", "u2", "u5", "u10" }) {
            q::RestoreFailedParams p;
            p.uuid = QByteArray(u);
            p.queue = "mail";
            p.payload = "still there";
            p.attempts = 1;
            p.failed_at = 5;
            QCOMPARE(q::restoreFailed(*m_db, p), 1);
        }
        auto count = std::make_shared<operations::RestoreCount>();
        const Action restore = RestoreActions::restore(m_activityPath, entry, RestoreActions::Uuids::Keep, count);
        qint64 counted = 0;
        QCOMPARE(run(restore, &counted), 6);
        QCOMPARE(counted, 6);
        QCOMPARE(count->pending, 10);
        QCOMPARE(count->restored, 6);
        QCOMPARE(count->skipped, 4);
        QCOMPARE(count->asNew, 0);
        QCOMPARE(restore.report(counted, 6), QStringLiteral("Put back 6 of 10; 4 skipped: a dead letter with the same uuid is still there."));
        QVERIFY2(restore.changedText(6).contains(QStringLiteral("--as-new")), qPrintable(restore.changedText(6)));
        const QJsonObject json = count->toJson();
        QCOMPARE(json.value(QStringLiteral("skipped")).toInt(), 4);
        QCOMPARE(json.value(QStringLiteral("skipped_because")).toString(), QStringLiteral("uuid_present"));
        QCOMPARE(q::previewFlushFailed(*m_db).rows.toInt(), 10);
        int pending = 0;
        for (const auto &k : ActivityLog(m_activityPath).kept(entry))
            pending += k.restoredAt ? 0 : 1;
        QCOMPARE(pending, 4);

        // Again: nothing to put back, the same 4 skipped.
        QCOMPARE(run(restore, &counted), 0);
        QCOMPARE(counted, 0);
        QCOMPARE(count->skipped, 4);

        // As new, in one transaction: a failure half way puts back none.
        auto asNewCount = std::make_shared<operations::RestoreCount>();
        const Action asNew = RestoreActions::restore(m_activityPath, entry, RestoreActions::Uuids::AsNew, asNewCount);
        m_db->exec("CREATE TEMP TRIGGER stop BEFORE INSERT ON askr_failed_jobs WHEN (SELECT count(*) FROM askr_failed_jobs) >= 12 "
                   "BEGIN SELECT RAISE(ABORT, 'disk full'); END");
        QVERIFY_THROWS_EXCEPTION(contracts::Error, asNew.apply(*m_db));
        QCOMPARE(q::previewFlushFailed(*m_db).rows.toInt(), 10);
        m_db->exec("DROP TRIGGER stop");
        QCOMPARE(asNew.preview(*m_db), 4);
        QCOMPARE(asNewCount->asNew, 4);
        QCOMPARE(asNew.apply(*m_db), 4);
        QCOMPARE(asNewCount->asNew, 4);
        // (No translator here: the plural form is the GUI test's.)
        QVERIFY2(asNew.report(4, 4).endsWith(QStringLiteral("; 4 of them as new dead letters with new uuids.")), qPrintable(asNew.report(4, 4)));
        QCOMPARE(q::previewFlushFailed(*m_db).rows.toInt(), 14);
        for (const auto &k : ActivityLog(m_activityPath).kept(entry))
            QVERIFY(k.restoredAt);

        // Fresh uuids, distinct, as Str::uuid() writes them; the rows as kept.
        const QRegularExpression v4(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
        QStringList fresh, rest;
        for (const QString &row : deadLetters(*m_db)) {
            const QString uuid = row.section(QLatin1Char('|'), 0, 0);
            if (v4.match(uuid).hasMatch())
                fresh << uuid;
            if (!row.contains(QStringLiteral("|7374696C6C207468657265|")))
                rest << row.section(QLatin1Char('|'), 1);
        }
        QCOMPARE(fresh.size(), 4);
        QCOMPARE(QSet<QString>(fresh.begin(), fresh.end()).size(), 4);
        QStringList kept;
        for (const QString &row : before)
            kept << row.section(QLatin1Char('|'), 1);
        rest.sort();
        kept.sort();
        QCOMPARE(rest, kept);
    }

    // Thousands of dead letters are kept a batch at a time, all of them.
    void forgetThousandsInBatches()
    {
        fill(3 * operations::ActivityRun::keepBatch + 7 - 10, "batch-");
        const qint64 total = q::previewFlushFailed(*m_db).rows.toInt();
        QCOMPARE(total, 3 * operations::ActivityRun::keepBatch + 7);
        QCOMPARE(run(FailedActions::forgetMatching({})), total);
        QCOMPARE(q::previewFlushFailed(*m_db).rows.toInt(), 0);
        const ActivityLog log(m_activityPath);
        const auto e = log.entries().first();
        QCOMPARE(e.kept, total);
        qint64 pages = 0, rows = 0, after = 0;
        for (auto page = log.kept(e.id, 0); !page.empty(); page = log.kept(e.id, after)) {
            ++pages;
            rows += qint64(page.size());
            after = page.back().originalId;
        }
        QCOMPARE(rows, total);
        QCOMPARE(pages, 4);
        QCOMPARE(run(RestoreActions::restore(m_activityPath, e.id)), total);
        QCOMPARE(q::previewFlushFailed(*m_db).rows.toInt(), total);
    }

    // Without a writable activity file Forget deletes nothing and says why
    // (it deleted all the same before); only the explicit choice deletes,
    // and says that nothing was kept. Every other action is refused too.
    void forgetWithoutActivityFile_data()
    {
        QTest::addColumn<bool>("withoutCopy");
        QTest::newRow("refused") << false;
        QTest::newRow("without a copy, as chosen") << true;
    }
    void forgetWithoutActivityFile()
    {
        QFETCH(bool, withoutCopy);
        QFile blocker(m_dir.filePath(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        m_activityPath = blocker.fileName() + QStringLiteral("/activity.sqlite");
        for (const Action &plain : { FailedActions::forgetIds({ 1, 2 }), FailedActions::retryIds({ 1, 2 }) }) {
            const Action a = operations::recordActivity(plain, m_dbPath, Origin::Cli, m_activityPath);
            QVERIFY(!a.run->probe(2).isEmpty());
            a.run->setWithoutCopy(withoutCopy);
            if (!withoutCopy) {
                try {
                    a.apply(*m_db);
                    QFAIL("applied without its log");
                } catch (const contracts::Error &e) {
                    QVERIFY2(e.message().startsWith(QStringLiteral("Nothing was changed")), qPrintable(e.message()));
                }
                QCOMPARE(q::previewFlushFailed(*m_db).rows.toInt(), 10);
                continue;
            }
            QCOMPARE(a.apply(*m_db), 2);
            QVERIFY(!a.run->error().isEmpty());
            QVERIFY(!a.run->unloggedText().isEmpty());
            break; // the retry has nothing left to move
        }
        if (withoutCopy) {
            QCOMPARE(q::previewFlushFailed(*m_db).rows.toInt(), 8);
        }
    }

    // Keeping fails inside the activity file (it is full): nothing deleted,
    // the log says why; with the explicit choice it deletes and the entry
    // says "not kept".
    void forgetWhenKeepingFails_data()
    {
        QTest::addColumn<bool>("withoutCopy");
        QTest::newRow("refused") << false;
        QTest::newRow("without a copy, as chosen") << true;
    }
    void forgetWhenKeepingFails()
    {
        QFETCH(bool, withoutCopy);
        {
            // A trigger stands for a full disk: the entry is written, the
            // kept rows are not (ENOSPC injected at the log's writer).
            const auto act = storage::ActivityStore::connect(m_activityPath);
            act->exec("CREATE TRIGGER full BEFORE INSERT ON desk_kept_failed BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END");
        }
        const Action a = operations::recordActivity(FailedActions::forgetIds({ 1, 2, 3 }), m_dbPath, Origin::App, m_activityPath);
        a.run->setWithoutCopy(withoutCopy);
        if (withoutCopy) {
            QCOMPARE(a.apply(*m_db), 3);
            QVERIFY2(a.changedText(3).contains(QStringLiteral("without a copy")), qPrintable(a.changedText(3)));
        } else {
            QVERIFY_THROWS_EXCEPTION(contracts::Error, a.apply(*m_db));
        }
        QCOMPARE(q::previewFlushFailed(*m_db).rows.toInt(), withoutCopy ? 7 : 10);
        const auto e = ActivityLog(m_activityPath).entries().first();
        QCOMPARE(e.kept, 0);
        QCOMPARE(e.state(), withoutCopy ? QStringLiteral("done") : QStringLiteral("failed"));
        if (withoutCopy)
            QVERIFY2(e.touched.contains(QStringLiteral("not kept")), qPrintable(e.touched));
        else
            QVERIFY2(e.error.contains(QStringLiteral("Nothing was deleted")), qPrintable(e.error));
    }

    // Applied without a preview (as askr-deskctl does): what it touched is
    // worded with the rows it changed, not with 0.
    void withoutPreviewTouchedCountsTheChange_data()
    {
        QTest::addColumn<bool>("keeps");
        QTest::newRow("forget keeps") << true;
        QTest::newRow("retry") << false;
    }
    void withoutPreviewTouchedCountsTheChange()
    {
        QFETCH(bool, keeps);
        const Action a = operations::recordActivity(keeps ? FailedActions::forgetIds({ 1, 2 }) : FailedActions::retryIds({ 1, 2 }), m_dbPath,
                                                    Origin::Cli, m_activityPath);
        QCOMPARE(a.apply(*m_db), 2);
        const auto entry = ActivityLog(m_activityPath).entries().first();
        QVERIFY(!entry.previewed);
        QCOMPARE(entry.changed, std::optional<qint64>(2));
        QVERIFY2(entry.touched.startsWith(keeps ? QStringLiteral("Forget 2 failed jobs") : QStringLiteral("Retry 2 failed jobs")), qPrintable(entry.touched));
    }

    // A forget that deletes nothing says nothing about keeping.
    void forgetOfNothingSaysNothingKept()
    {
        const Action a = operations::recordActivity(FailedActions::forgetIds({ 999 }), m_dbPath, Origin::Cli, m_activityPath);
        QCOMPARE(a.apply(*m_db), 0);
        QCOMPARE(a.changedText(0), QStringLiteral("Deleted 0 failed jobs."));
    }

    void failureIsRecorded()
    {
        Action broken;
        broken.title = QStringLiteral("Broken");
        broken.question = [](qint64 n) { return QStringLiteral("Break %1 things?\nSecond line").arg(n); };
        broken.preview = [](contracts::Connection &) { return qint64(4); };
        broken.apply = [](contracts::Connection &) -> qint64 { throw contracts::Error(SQLITE_BUSY, QStringLiteral("database is locked")); };
        QVERIFY_THROWS_EXCEPTION(contracts::Error, run(broken));
        const auto e = ActivityLog(m_activityPath).entries().first();
        QCOMPARE(e.title, QStringLiteral("Broken"));
        QCOMPARE(e.touched, QStringLiteral("Break 4 things?"));
        QCOMPARE(e.previewed, std::optional<qint64>(4));
        QCOMPARE(e.changed, std::nullopt);
        QCOMPARE(e.error, QStringLiteral("database is locked"));
    }

    void pruneRemovesOldEntries()
    {
        QCOMPARE(run(FailedActions::forgetIds({ 1 })), 1);
        QCOMPARE(run(FailedActions::forgetIds({ 2 })), 1);
        const ActivityLog log(m_activityPath);
        const auto entries = log.entries();
        const qint64 at = entries.first().at;
        // Nothing is older than a day yet.
        QCOMPARE(log.prune(1, at + 86400), 0);
        QCOMPARE(log.entries().size(), 2);
        QCOMPARE(log.prune(1, at + 86401), 2);
        QCOMPARE(log.entries().size(), 0);
        QCOMPARE(log.kept(entries.first().id).size(), size_t(0));
    }

    void retentionSetting()
    {
        QCOMPARE(ActivityLog::retentionDays(), 30);
        ActivityLog::setRetentionDays(7);
        QCOMPARE(ActivityLog::retentionDays(), 7);
        QVERIFY(FailedActions::forgetIds({ 1 }).question(1).contains(QStringLiteral("kept for 7 days")));
        ActivityLog::setRetentionDays(30);
    }

    void export_()
    {
        QCOMPARE(run(FailedActions::forgetIds({ 1, 2 })), 2);
        const auto entries = ActivityLog(m_activityPath).entries();
        const QByteArray csv = ActivityLog::toCsv(entries);
        const QByteArrayList lines = csv.split('\n');
        QCOMPARE(lines.first(), QByteArray("id,at,source,origin,title,touched,previewed,changed,error,kept,state\r"));
        QVERIFY2(lines.at(1).contains(",\"app\",\"Forget Failed Jobs\",\"Forget 2 failed jobs (selected)?\",2,2,\"\",2,\"done\"\r"), lines.at(1).constData());
        const QJsonObject o = ActivityLog::toJson(entries).first().toObject();
        QCOMPARE(o.value(QStringLiteral("kept")).toInt(), 2);
        QCOMPARE(o.value(QStringLiteral("changed")).toInt(), 2);
        QVERIFY(o.value(QStringLiteral("error")).isNull());
        QCOMPARE(o.value(QStringLiteral("source")).toString(), QFileInfo(m_dbPath).canonicalFilePath());
    }

    // A text a spreadsheet would run as a formula is written as text.
    void csvNeutralisesFormulas_data()
    {
        QTest::addColumn<QString>("touched");
        QTest::addColumn<QByteArray>("cell");
        QTest::newRow("plain") << QStringLiteral("Forget key a") << QByteArray("\"Forget key a\"");
        QTest::newRow("equals") << QStringLiteral("=HYPERLINK(\"x\")") << QByteArray("\"'=HYPERLINK(\"\"x\"\")\"");
        QTest::newRow("plus") << QStringLiteral("+1") << QByteArray("\"'+1\"");
        QTest::newRow("minus") << QStringLiteral("-1") << QByteArray("\"'-1\"");
        QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QByteArray("\"'@SUM(A1)\"");
        QTest::newRow("tab") << QStringLiteral("\t=1") << QByteArray("\"'\t=1\"");
        QTest::newRow("inside") << QStringLiteral("a=1") << QByteArray("\"a=1\"");
    }
    void csvNeutralisesFormulas()
    {
        QFETCH(QString, touched);
        QFETCH(QByteArray, cell);
        ActivityEntry e;
        e.id = 1;
        e.touched = touched;
        const QByteArray line = ActivityLog::toCsv({ e }).split('\n').at(1);
        QVERIFY2(line.contains(QByteArray(',' + cell + ',')), line.constData());
    }
};

QTEST_GUILESS_MAIN(TestActivity)
#include "tst_activity.moc"
