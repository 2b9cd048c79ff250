// The Activity Log window in the real main window, offscreen: forget dead
// letters through the Dead letters page's action, find the entry in the log
// (opened by its menu action), restore them with its Restore action, and
// check the database on a connection of the test's own; export and filter.

#include "mainwindow.h"
#include "models/activity/activitylogmodel.h"
#include "models/queue/failedjobsmodel.h"
#include "operations/queue/failedactions.h"
#include "operations/queue/restoreactions.h"
#include "queuetestutil.h"
#include "views/actionrunner.h"
#include "views/activitylogwindow.h"
#include "views/databaseview.h"
#include "views/messagebar.h"
#include "views/queue/deadletterspage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QToolButton>
#include <QTableView>
#include <QTranslator>
#include <QTreeWidget>

using namespace askr;
using askr::test::laravel;
using askr::test::QueueDb;
using models::ActivityLogModel;
namespace q = askr::contracts::queue;

class TestActivityLogGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QTranslator m_plurals;
    QStringList m_questions;
    QStringList m_reports;

    // The uuids of the dead letters in the file, sorted.
    static QStringList uuids(const QString &path)
    {
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
        q::FailedPageParams p;
        p.page_size = 1000;
        QStringList out;
        for (const auto &r : q::failedPage(*db, p))
            out << QString::fromUtf8(r.uuid.toBytes());
        out.sort();
        return out;
    }

    // Three dead letters u-a, u-b, u-c in a new file at path, open in w on
    // the Dead letters page, the newest two selected.
    static views::DeadLettersPage *openThree(app::MainWindow &w, const QString &path)
    {
        {
            QueueDb t(path);
            for (const char *u : {"u-a", "u-b", "u-c"})
                t.deadLetter(t.enqueue("mail", laravel("App\\\\Jobs\\\\Mail", u)), "RuntimeException: boom", u);
        }
        views::DatabaseView *view = w.openDatabase(path);
        w.show();
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        sidebar->setCurrentItem(sidebar->topLevelItem(sidebar->topLevelItemCount() - 1)->child(views::DatabaseView::DeadLetters));
        auto *page = qobject_cast<views::DeadLettersPage *>(view->page(views::DatabaseView::DeadLetters));
        // Newest first: ids 3 and 2 (u-c, u-b), selected.
        if (!page || !QTest::qWaitFor([page] { return page->failed()->index(0, models::FailedJobsModel::IdColumn).data().toInt() == 3; }, 10000))
            return nullptr;
        auto *table = page->findChild<QTableView *>(QStringLiteral("deadTable"));
        table->selectRow(0);
        table->selectionModel()->select(table->model()->index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        return QTest::qWaitFor([page] { return page->forgetSelectedAction()->isEnabled(); }, 10000) ? page : nullptr;
    }

    static QString cell(ActivityLogModel *model, int row, int column)
    {
        return model->index(row, column).data().toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        askr::test::isolate(m_tmp);
        // As main() installs it: "1 entry", not "1 entries".
        QVERIFY2(m_plurals.load(QStringLiteral(ASKR_EN_QM)), ASKR_EN_QM);
        QCoreApplication::installTranslator(&m_plurals);
        views::setConfirmHandler([this](const QString &, const QString &question, const QString &) {
            m_questions << question;
            return true;
        });
        views::setNotifyHandler([this](const QString &, const QString &message, bool error) { m_reports << (error ? QStringLiteral("error: ") : QString()) + message; });
    }

    void cleanupTestCase()
    {
        views::setConfirmHandler({});
        views::setNotifyHandler({});
    }

    void forgetThenRestore()
    {
        const QString path = m_tmp.filePath(QStringLiteral("undo.sqlite"));
        app::MainWindow w;
        views::DeadLettersPage *page = openThree(w, path);
        QVERIFY(page);
        page->forgetSelectedAction()->trigger();
        QTRY_COMPARE(m_reports.size(), 1);
        QCOMPARE(uuids(path), QStringList({QStringLiteral("u-a")}));

        // The log, through its menu action: the Forget on top, two kept.
        QVERIFY(!w.activityLogWindow());
        w.activityLogAction()->trigger();
        views::ActivityLogWindow *log = w.activityLogWindow();
        QVERIFY(log);
        QVERIFY(log->isVisible());
        ActivityLogModel *model = log->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(cell(model, 0, ActivityLogModel::DatabaseColumn), QStringLiteral("undo.sqlite"));
        QCOMPARE(cell(model, 0, ActivityLogModel::PreviewedColumn), QStringLiteral("2"));
        QCOMPARE(cell(model, 0, ActivityLogModel::ChangedColumn), QStringLiteral("2"));
        QCOMPARE(cell(model, 0, ActivityLogModel::KeptColumn), QStringLiteral("2"));
        QCOMPARE(cell(model, 0, ActivityLogModel::OriginColumn), QStringLiteral("window"));
        QVERIFY2(cell(model, 0, ActivityLogModel::TouchedColumn).startsWith(QStringLiteral("Forget 2 failed jobs")),
                 qPrintable(cell(model, 0, ActivityLogModel::TouchedColumn)));

        // Nothing selected: nothing to restore.
        QVERIFY(!log->restoreAction()->isEnabled());
        log->table()->selectRow(0);
        QVERIFY(log->restoreAction()->isEnabled());
        QVERIFY(log->detail()->toPlainText().contains(QFileInfo(path).canonicalFilePath()));

        // Restore: asked with the count, then both are dead letters again.
        const int asked = m_questions.size();
        log->restoreAction()->trigger();
        QTRY_COMPARE(m_reports.size(), 2);
        QCOMPARE(m_questions.size(), asked + 1);
        QVERIFY2(m_questions.last().startsWith(QStringLiteral("Restore 2 failed jobs")), qPrintable(m_questions.last()));
        QVERIFY2(!m_reports.last().startsWith(QStringLiteral("error")), qPrintable(m_reports.last()));
        QCOMPARE(uuids(path), QStringList({QStringLiteral("u-a"), QStringLiteral("u-b"), QStringLiteral("u-c")}));
        QTRY_COMPARE(page->failed()->total(), 3);

        // The restore is in the log too, on top; the selection stays on the Forget.
        QTRY_COMPARE(model->rowCount(), 2);
        QCOMPARE(cell(model, 0, ActivityLogModel::ActionColumn), operations::RestoreActions::title());
        QCOMPARE(cell(model, 0, ActivityLogModel::ChangedColumn), QStringLiteral("2"));
        QCOMPARE(log->table()->selectionModel()->selectedRows().value(0).row(), 1);

        // Restoring again restores nothing and changes nothing.
        log->restoreAction()->trigger();
        QTRY_COMPARE(m_reports.size(), 3);
        QCOMPARE(uuids(path).size(), 3);

        // The filter narrows the list and the count says so.
        log->filterEdit()->setText(operations::RestoreActions::title());
        QCOMPARE(log->table()->model()->rowCount(), 1);
        QCOMPARE(log->findChild<QLabel *>(QStringLiteral("activityCount"))->text(), QStringLiteral("1 of 2 entries"));

        // Export writes what is shown: CSV and JSON, and says where.
        const QString csv = m_tmp.filePath(QStringLiteral("log.csv"));
        log->exportTo(csv);
        QCOMPARE(m_reports.last(), QStringLiteral("Exported 1 entry to %1.").arg(csv));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.value(0).trimmed(), QByteArray("id,at,source,origin,title,touched,previewed,changed,error,kept,state"));
        QVERIFY(lines.value(1).contains(operations::RestoreActions::title().toUtf8()));
        log->filterEdit()->clear();
        const QString json = m_tmp.filePath(QStringLiteral("log.json"));
        log->exportTo(json);
        QFile j(json);
        QVERIFY(j.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(j.readAll()).array().size(), 2);
        // A folder that is not there: the error stays in the bar.
        log->exportTo(m_tmp.filePath(QStringLiteral("no/such/folder/log.csv")));
        QVERIFY2(m_reports.last().startsWith(QStringLiteral("error: ")), qPrintable(m_reports.last()));

        // Closed database: Restore says to open it first and changes nothing.
        log->table()->selectRow(1);
        w.closeAction()->trigger();
        QTRY_VERIFY(w.views().isEmpty());
        log->restoreAction()->trigger();
        QVERIFY2(m_reports.last().startsWith(QStringLiteral("error: Open ")), qPrintable(m_reports.last()));
    }

    // The message after Forget has an Undo button: clicked, it restores that
    // entry, says what it put back and what it skipped and why, then offers
    // the skipped ones as new dead letters with new uuids. The log shows
    // each entry's id.
    void undoFromTheForgetMessage()
    {
        const QString path = m_tmp.filePath(QStringLiteral("banner.sqlite"));
        app::MainWindow w;
        views::DeadLettersPage *page = openThree(w, path);
        QVERIFY(page);
        const int reported = m_reports.size();
        page->forgetSelectedAction()->trigger();
        QTRY_COMPARE(m_reports.size(), reported + 1);
        const QRegularExpressionMatch kept = QRegularExpression(QStringLiteral("as activity (\\d+)")).match(m_reports.last());
        QVERIFY2(kept.hasMatch(), qPrintable(m_reports.last()));
        const QString entry = kept.captured(1);

        views::MessageBar *bar = views::MessageBar::forWidget(page);
        QVERIFY(bar);
        QVERIFY(bar->offerButton()->isVisible());
        QAction *undo = bar->offerButton()->defaultAction();
        QVERIFY(undo);
        QCOMPARE(undo->objectName(), QStringLiteral("undoAction"));
        QVERIFY(undo->toolTip().contains(entry));

        // Meanwhile u-c failed again: its kept row is skipped.
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE);
            db->exec("INSERT INTO askr_failed_jobs (uuid, queue, payload, exception, attempts, failed_at) "
                     "VALUES ('u-c', 'mail', 'again', 'RuntimeException: boom', 1, unixepoch())");
        }
        const int asked = m_questions.size();
        QTest::mouseClick(bar->offerButton(), Qt::LeftButton);
        QTRY_COMPARE(m_reports.size(), reported + 3);
        QCOMPARE(m_questions.size(), asked + 2);
        QVERIFY2(m_questions.at(asked).startsWith(QStringLiteral("Restore 1 failed job kept by activity %1?").arg(entry)), qPrintable(m_questions.at(asked)));
        QVERIFY2(m_questions.at(asked).contains(QStringLiteral("1 will be skipped: a dead letter with the same uuid is still there.")),
                 qPrintable(m_questions.at(asked)));
        QCOMPARE(m_reports.at(reported + 1), QStringLiteral("Put back 1 of 2; 1 skipped: a dead letter with the same uuid is still there."));
        // The follow-up, with its own count.
        QVERIFY2(m_questions.at(asked + 1).startsWith(QStringLiteral("Restore 1 failed job kept by activity %1?").arg(entry)),
                 qPrintable(m_questions.at(asked + 1)));
        QVERIFY2(m_questions.at(asked + 1).contains(QStringLiteral("with a new uuid")), qPrintable(m_questions.at(asked + 1)));
        QCOMPARE(m_reports.at(reported + 2), QStringLiteral("Put back 1 failed job; 1 of them as new dead letters with new uuids."));
        const QStringList now = uuids(path);
        QCOMPARE(now.size(), 4);
        QVERIFY(now.contains(QStringLiteral("u-a")) && now.contains(QStringLiteral("u-b")) && now.contains(QStringLiteral("u-c")));
        const QRegularExpression v4(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
        QCOMPARE(now.filter(v4).size(), 1);
        QTRY_COMPARE(page->failed()->total(), 4);

        // The log's first column is the entry's id.
        w.activityLogAction()->trigger();
        ActivityLogModel *model = w.activityLogWindow()->model();
        QTRY_VERIFY(model->rowCount() >= 3);
        QCOMPARE(model->headerData(ActivityLogModel::IdColumn, Qt::Horizontal).toString(), QStringLiteral("ID"));
        QCOMPARE(cell(model, 2, ActivityLogModel::IdColumn), entry);
        QCOMPARE(cell(model, 2, ActivityLogModel::ActionColumn), operations::FailedActions::forgetTitle());
        QCOMPARE(cell(model, 0, ActivityLogModel::ActionColumn), operations::RestoreActions::asNewTitle());
        QCOMPARE(cell(model, 0, ActivityLogModel::IdColumn), QString::number(entry.toLongLong() + 2));
    }
};

QTEST_MAIN(TestActivityLogGui)
#include "tst_activityloggui.moc"
