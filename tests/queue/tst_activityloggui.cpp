// The Activity Log window in the real main window, offscreen: forget dead
// letters through the Dead letters page's action, find the entry in the log
// (opened by its menu action), restore them with its Restore action, and
// check the database on a connection of the test's own; export and filter.

#include "mainwindow.h"
#include "models/activity/activitylogmodel.h"
#include "models/queue/failedjobsmodel.h"
#include "operations/activity/restoreactions.h"
#include "queuetestutil.h"
#include "views/actionrunner.h"
#include "views/activitylogwindow.h"
#include "views/databaseview.h"
#include "views/queue/deadletterspage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
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
        {
            QueueDb t(path);
            for (const char *u : {"u-a", "u-b", "u-c"})
                t.deadLetter(t.enqueue("mail", laravel("App\\\\Jobs\\\\Mail", u)), "RuntimeException: boom", u);
        }
        app::MainWindow w;
        views::DatabaseView *view = w.openDatabase(path);
        w.show();
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(views::DatabaseView::DeadLetters));
        auto *page = qobject_cast<views::DeadLettersPage *>(view->page(views::DatabaseView::DeadLetters));
        QVERIFY(page);
        QTRY_COMPARE(page->failed()->total(), 3);
        auto *table = page->findChild<QTableView *>(QStringLiteral("deadTable"));
        QVERIFY(table);
        // Newest first: ids 3 and 2 (u-c, u-b).
        QTRY_COMPARE(page->failed()->index(0, models::FailedJobsModel::IdColumn).data().toInt(), 3);
        table->selectRow(0);
        table->selectionModel()->select(table->model()->index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QTRY_VERIFY(page->forgetSelectedAction()->isEnabled());
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
        QCOMPARE(lines.value(0).trimmed(), QByteArray("id,at,source,origin,title,touched,previewed,changed,error,kept"));
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
};

QTEST_MAIN(TestActivityLogGui)
#include "tst_activityloggui.moc"
