// The queue pages in the real main window, driven as a user would: filter
// the dead letters through the filter fields, act through the window's
// Actions menu, the context menu actions and keyboard shortcuts, answer the
// confirmation, and check the database afterwards on a separate connection.

#include "views/actionrunner.h"
#include "views/livehold.h"
#include "views/databaseview.h"
#include "mainwindow.h"
#include "views/queue/deadletterspage.h"
#include "views/messagebar.h"
#include "models/queue/failedgroupsmodel.h"
#include "models/queue/failedjobsmodel.h"
#include "models/queue/jobsmodel.h"
#include "models/queue/queueoverviewmodel.h"
#include "views/queue/queuespage.h"
#include "views/queue/queuecharts.h"
#include "queuetestutil.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QColor>
#include <QDateTime>
#include <QPalette>
#include <QEnterEvent>
#include <QHeaderView>
#include <QToolButton>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScopeGuard>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTreeWidget>
#include <QTranslator>

using namespace askr;
using askr::test::laravel;
using askr::test::QueueDb;
namespace q = askr::contracts::queue;

namespace {

struct Dialogs {
    QStringList questions;
    QStringList typed;
    QStringList reports;
    bool answer = true;
    Dialogs()
    {
        views::setConfirmHandler([this](const QString &, const QString &question, const QString &typedConfirmation) {
            questions << question;
            typed << typedConfirmation;
            return answer;
        });
        views::setNotifyHandler([this](const QString &, const QString &message, bool error) { reports << (error ? QStringLiteral("error: ") : QString()) + message; });
    }
    ~Dialogs()
    {
        views::setConfirmHandler({});
        views::setNotifyHandler({});
    }
};

QByteArray tokenOf(const QByteArray &payload)
{
    return QJsonDocument::fromJson(payload).object().value(QStringLiteral("data")).toObject().value(QStringLiteral("text")).toString().toUtf8();
}

// Tokens of the jobs of a queue, by the payloads stored.
QList<QByteArray> jobTokens(contracts::Connection &db, const QByteArray &queue)
{
    QList<QByteArray> out;
    q::JobsPageParams p;
    p.filter_queue = queue;
    p.page_size = 1000;
    for (const auto &r : q::jobsPage(db, p)) {
        out << tokenOf(q::jobPayload(db, r.id.toInt())->payload.toBytes());
        if (r.attempts.toInt() != 0 || r.state.toBytes() != "ready")
            out << "not a fresh ready job";
    }
    std::sort(out.begin(), out.end());
    return out;
}

QList<QByteArray> failedTokens(contracts::Connection &db)
{
    QList<QByteArray> out;
    q::FailedPageParams p;
    p.page_size = 1000;
    for (const auto &r : q::failedPage(db, p))
        out << tokenOf(q::failedDetail(db, r.id.toInt())->payload.toBytes());
    std::sort(out.begin(), out.end());
    return out;
}

QAction *menuAction(QMainWindow &w, const QString &objectName)
{
    for (QAction *top : w.menuBar()->actions())
        if (QMenu *menu = top->menu())
            for (QAction *a : menu->actions())
                if (a->objectName() == objectName)
                    return a;
    return nullptr;
}

} // namespace

class TestQueueGui : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    QTranslator m_plurals;
    int m_n = 0;

    // Dead letters: t1..t3 TimeoutException in mail, c1 c2 ConnectException in mail, t4 TimeoutException in bulk.
    std::unique_ptr<QueueDb> fixture()
    {
        auto t = std::make_unique<QueueDb>(m_tmp.filePath(QStringLiteral("gui%1.sqlite").arg(++m_n)));
        t->now = QDateTime::currentSecsSinceEpoch() - 600;
        const struct {
            const char *queue, *token, *exception;
        } rows[] = {
            {"mail", "t1", "Illuminate\\Queue\\TimeoutException: SendMail timed out\n#0 {main}"},
            {"mail", "c1", "GuzzleHttp\\Exception\\ConnectException: refused\n#0 {main}"},
            {"mail", "t2", "Illuminate\\Queue\\TimeoutException: SendMail timed out\n#0 {main}"},
            {"bulk", "t4", "Illuminate\\Queue\\TimeoutException: Resize timed out\n#0 {main}"},
            {"mail", "c2", "GuzzleHttp\\Exception\\ConnectException: refused\n#0 {main}"},
            {"mail", "t3", "Illuminate\\Queue\\TimeoutException: SendMail timed out\n#0 {main}"},
        };
        for (const auto &r : rows) {
            const qint64 id = t->enqueue(r.queue, laravel("App\\\\Jobs\\\\SendMail", r.token), 0, 3);
            for (int attempt = 0; attempt < 3; ++attempt) {
                if (t->claim(r.queue) != id)
                    qWarning("fixture: wrong claim");
                if (attempt < 2)
                    q::release(*t->db, 0, id);
            }
            t->deadLetter(id, r.exception, QByteArray("uuid-") + r.token);
            t->now += 10;
        }
        t->now = QDateTime::currentSecsSinceEpoch();
        return t;
    }

    static views::DeadLettersPage *showDeadLetters(app::MainWindow &w, views::DatabaseView *view)
    {
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        sidebar->setCurrentItem(sidebar->topLevelItem(sidebar->topLevelItemCount() - 1)->child(views::DatabaseView::DeadLetters));
        return qobject_cast<views::DeadLettersPage *>(view->page(views::DatabaseView::DeadLetters));
    }

    // The window on the fixture's file, at the Dead letters page once all six are listed.
    static views::DeadLettersPage *openDeadLetters(app::MainWindow &w, const QString &path)
    {
        views::DatabaseView *view = w.openDatabase(path);
        w.show();
        auto *page = showDeadLetters(w, view);
        return page && QTest::qWaitFor([page] { return page->isVisible() && page->failed()->total() == 6; }, 10000) ? page : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        askr::test::isolate(m_tmp);
        // As main() installs it: "1 attempt", not "1 attempt(s)".
        QVERIFY2(m_plurals.load(QStringLiteral(ASKR_EN_QM)), ASKR_EN_QM);
        QCoreApplication::installTranslator(&m_plurals);
    }

    void retriesFilteredDeadLetters()
    {
        auto t = fixture();
        Dialogs dialogs;
        app::MainWindow w;
        views::DatabaseView *view = w.openDatabase(t->path);
        w.show();
        auto *page = showDeadLetters(w, view);
        QVERIFY(page);
        QTRY_VERIFY(page->isVisible());
        QAbstractItemModelTester tester(page->failed(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(page->failed()->total(), 6);
        auto *count = page->findChild<QLabel *>(QStringLiteral("deadCount"));
        QTRY_COMPARE(count->text(), QStringLiteral("6 dead letters"));

        // Filter by exception text and queue through the real widgets.
        auto *exception = page->findChild<QLineEdit *>(QStringLiteral("deadExceptionFilter"));
        QVERIFY(exception);
        QTest::keyClicks(exception, QStringLiteral("TimeoutException"));
        QTRY_COMPARE(page->failed()->total(), 4);
        auto *queue = page->findChild<QComboBox *>(QStringLiteral("deadQueueFilter"));
        QTRY_VERIFY(queue->findText(QStringLiteral("mail")) > 0);
        queue->setCurrentIndex(queue->findText(QStringLiteral("mail")));
        QTRY_COMPARE(page->failed()->total(), 3);
        QTRY_COMPARE(count->text(), QStringLiteral("3 dead letters"));

        // Retry through the window's Actions menu.
        QAction *retry = menuAction(w, QStringLiteral("retryMatchingAction"));
        QVERIFY(retry);
        QCOMPARE(retry, page->retryMatchingAction());
        QTRY_VERIFY(retry->isEnabled());
        retry->trigger();
        QTRY_COMPARE(dialogs.reports.size(), 1);
        QCOMPARE(dialogs.questions,
                 QStringList({QStringLiteral("Retry 3 failed jobs matching 'TimeoutException' in queue mail?\n"
                                             "They go back to their queues, ready at once, with their attempts reset, all in one transaction.")}));
        QCOMPARE(dialogs.typed, QStringList({QString()}));
        QCOMPARE(dialogs.reports, QStringList({QStringLiteral("Retried 3 failed jobs: they are back in their queues, ready now.")}));
        QTRY_COMPARE(page->failed()->total(), 0);

        // The database, read on a connection of our own.
        auto db = contracts::Connection::open(QFile::encodeName(t->path), SQLITE_OPEN_READONLY);
        QCOMPARE(jobTokens(*db, "mail"), QList<QByteArray>({"t1", "t2", "t3"}));
        QCOMPARE(jobTokens(*db, "bulk"), QList<QByteArray>());
        QCOMPARE(failedTokens(*db), QList<QByteArray>({"c1", "c2", "t4"}));
    }

    // The payload text filter beside the exception's narrows the list and
    // is what Retry All Matching previews, asks about and retries.
    void retriesByPayloadText()
    {
        auto t = fixture();
        Dialogs dialogs;
        app::MainWindow w;
        auto *page = openDeadLetters(w, t->path);
        QVERIFY(page);
        auto *payload = page->findChild<QLineEdit *>(QStringLiteral("deadPayloadFilter"));
        QVERIFY(payload);
        QVERIFY(!payload->placeholderText().isEmpty());
        QVERIFY(!payload->toolTip().isEmpty());
        QTest::keyClicks(payload, QStringLiteral("\"text\":\"c"));
        QTRY_COMPARE(page->failed()->total(), 2);
        QAction *retry = menuAction(w, QStringLiteral("retryMatchingAction"));
        QTRY_VERIFY(retry->isEnabled());
        retry->trigger();
        QTRY_COMPARE(dialogs.reports.size(), 1);
        QCOMPARE(dialogs.questions,
                 QStringList({QStringLiteral("Retry 2 failed jobs with '\"text\":\"c' in the payload?\n"
                                             "They go back to their queues, ready at once, with their attempts reset, all in one transaction.")}));
        QCOMPARE(dialogs.reports, QStringList({QStringLiteral("Retried 2 failed jobs: they are back in their queues, ready now.")}));
        QTRY_COMPARE(page->failed()->total(), 0);
        auto db = contracts::Connection::open(QFile::encodeName(t->path), SQLITE_OPEN_READONLY);
        QCOMPARE(jobTokens(*db, "mail"), QList<QByteArray>({"c1", "c2"}));
        QCOMPARE(failedTokens(*db), QList<QByteArray>({"t1", "t2", "t3", "t4"}));
    }

    // Grouped by exception, the largest group selected: Retry Group previews
    // exactly the group, retries it in one transaction, and says so in the
    // page's message bar.
    void retriesAGroupWithItsPreview()
    {
        auto t = fixture();
        Dialogs dialogs;
        app::MainWindow w;
        auto *page = openDeadLetters(w, t->path);
        QVERIFY(page);
        QAbstractItemModelTester tester(page->groups(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!page->groupsView()->isVisible());
        page->groupByCombo()->setCurrentIndex(2);
        QTRY_COMPARE(page->groups()->rowCount(), 3);
        QVERIFY(page->groupsView()->isVisible());
        using G = models::FailedGroupsModel;
        QCOMPARE(page->groups()->index(0, G::GroupColumn).data().toString(), QStringLiteral("TimeoutException: SendMail timed out"));
        QCOMPARE(page->groups()->index(0, G::CountColumn).data().toString(), QStringLiteral("3"));
        QCOMPARE(page->groups()->index(1, G::GroupColumn).data().toString(), QStringLiteral("ConnectException: refused"));

        page->groupsView()->selectRow(0);
        QTRY_COMPARE(page->failed()->total(), 3);
        QAction *retry = menuAction(w, QStringLiteral("retryMatchingAction"));
        QVERIFY(retry);
        QTRY_VERIFY(retry->isEnabled());
        QCOMPARE(retry->text(), QStringLiteral("Retry &Group…"));
        retry->trigger();
        QTRY_COMPARE(dialogs.reports.size(), 1);
        QCOMPARE(dialogs.questions,
                 QStringList({QStringLiteral("Retry 3 failed jobs failing with Illuminate\\Queue\\TimeoutException: SendMail timed out?\n"
                                             "They go back to their queues, ready at once, with their attempts reset, all in one transaction.")}));
        QCOMPARE(dialogs.reports, QStringList({QStringLiteral("Retried 3 failed jobs: they are back in their queues, ready now.")}));
        auto *bar = page->findChild<views::MessageBar *>();
        QVERIFY(bar);
        QVERIFY(bar->isVisible());
        QVERIFY2(bar->text().contains(QStringLiteral("Retried 3 failed jobs")), qPrintable(bar->text()));
        auto db = contracts::Connection::open(QFile::encodeName(t->path), SQLITE_OPEN_READONLY);
        QCOMPARE(failedTokens(*db), QList<QByteArray>({"c1", "c2", "t4"}));
        QCOMPARE(jobTokens(*db, "mail"), QList<QByteArray>({"t1", "t2", "t3"}));

        // The group is gone: the list shows every dead letter left, and the
        // actions act on all that match again.
        QTRY_COMPARE(page->groups()->rowCount(), 2);
        QTRY_COMPARE(page->failed()->total(), 3);
        QTRY_COMPARE(retry->text(), QStringLiteral("Retry All &Matching…"));

        // By job: all six were SendMail, three are left.
        page->groupByCombo()->setCurrentIndex(1);
        QTRY_COMPARE(page->groups()->rowCount(), 1);
        QTRY_COMPARE(page->groups()->index(0, G::GroupColumn).data().toString(), QStringLiteral("App\\Jobs\\SendMail"));
        QCOMPARE(page->groups()->index(0, G::CountColumn).data().toString(), QStringLiteral("3"));
        page->groupByCombo()->setCurrentIndex(0); // remembered: the next tests start without groups
        QVERIFY(!page->groupsView()->isVisible());
    }

    // Results of actions go to a bar on the page, not to a box: a result goes
    // away by itself, an error stays until it is closed.
    void messageBarShowsResultsAndKeepsErrors()
    {
        auto t = fixture();
        app::MainWindow w;
        auto *page = openDeadLetters(w, t->path);
        QVERIFY(page);
        views::setConfirmHandler([](const QString &, const QString &, const QString &) { return true; });
        auto restore = qScopeGuard([] { views::setConfirmHandler({}); });
        views::MessageBar *bar = views::MessageBar::forWidget(page);
        QVERIFY(bar);
        bar->setResultTimeout(300);

        auto *table = page->findChild<QTableView *>(QStringLiteral("deadTable"));
        QTRY_COMPARE(page->failed()->index(0, models::FailedJobsModel::IdColumn).data().toInt(), 6);
        table->selectRow(0);
        QTRY_VERIFY(page->forgetSelectedAction()->isEnabled());
        page->forgetSelectedAction()->trigger();
        QTRY_VERIFY(bar->isVisible());
        QCOMPARE(bar->kind(), views::MessageBar::Kind::Positive);
        QVERIFY2(bar->text().contains(QStringLiteral("Forgot 1 failed job.")), qPrintable(bar->text()));
        QVERIFY(!QApplication::activeModalWidget());
        QTRY_VERIFY(!bar->isVisible());

        // An export that cannot write: the error stays.
        page->exportTo(m_tmp.filePath(QStringLiteral("no/such/folder/x.jsonl")), false);
        QTRY_VERIFY(bar->isVisible());
        QCOMPARE(bar->kind(), views::MessageBar::Kind::Error);
        QVERIFY(!QApplication::activeModalWidget());
        QTest::qWait(800);
        QVERIFY(bar->isVisible());
        QTest::mouseClick(bar->closeButton(), Qt::LeftButton);
        QVERIFY(!bar->isVisible());
    }

    // Banners and the problems bar float over the page or keep their room:
    // one appearing or going never moves the list under the pointer (issue 32).
    void bannersDoNotShiftThePage_data()
    {
        QTest::addColumn<QString>("banner");
        QTest::newRow("result") << QStringLiteral("result");
        QTest::newRow("error") << QStringLiteral("error");
        QTest::newRow("file moved") << QStringLiteral("moved");
        QTest::newRow("problems bar") << QStringLiteral("problems");
    }

    void bannersDoNotShiftThePage()
    {
        QFETCH(QString, banner);
        auto t = fixture();
        app::MainWindow w;
        w.resize(1280, 800);
        auto *page = openDeadLetters(w, t->path);
        QVERIFY(page);
        views::DatabaseView *view = w.currentView();
        auto *table = page->findChild<QTableView *>(QStringLiteral("deadTable"));
        const auto top = [&] {
            QTest::qWait(50); // the layout settles
            return table->viewport()->mapTo(&w, QPoint()).y();
        };
        const int before = top();
        QWidget *shown = nullptr;
        if (banner == QLatin1String("moved")) {
            Q_EMIT view->session()->fileMoved(QStringLiteral("The file was moved away."));
            shown = view->findChild<QLabel *>(QStringLiteral("movedBanner"));
        } else if (banner == QLatin1String("problems")) {
            view->problemsButton()->setVisible(!view->problemsButton()->isVisible());
            shown = view->problemsButton();
        } else {
            views::MessageBar *bar = views::MessageBar::forWidget(page);
            bar->showMessage(QStringLiteral("Forget"), QStringLiteral("Forgot 1 failed job."),
                             banner == QLatin1String("error") ? views::MessageBar::Kind::Error : views::MessageBar::Kind::Positive);
            shown = bar;
        }
        QVERIFY(shown);
        QCOMPARE(top() - before, 0);
        if (banner != QLatin1String("problems")) {
            // Seen, in front of the page and within it.
            QVERIFY(shown->isVisible());
            QVERIFY(shown->height() > 0);
            const QRect r(shown->mapTo(&w, QPoint()), shown->size());
            QVERIFY(QRect(view->mapTo(&w, QPoint()), view->size()).contains(r));
            QCOMPARE(w.childAt(r.center()) == shown || shown->isAncestorOf(w.childAt(r.center())), true);
        }
        if (auto *bar = qobject_cast<views::MessageBar *>(shown))
            QTest::mouseClick(bar->closeButton(), Qt::LeftButton);
        else if (banner == QLatin1String("problems"))
            view->problemsButton()->setVisible(!view->problemsButton()->isVisible());
        QCOMPARE(top() - before, 0);
    }

    // At 1280×800 the exception takes the room left, so that it shows, and
    // the job's class name fits, with single backslashes.
    void deadLetterColumnsShowTheirText()
    {
        auto t = fixture();
        app::MainWindow w;
        w.resize(1280, 800);
        auto *page = openDeadLetters(w, t->path);
        QVERIFY(page);
        auto *table = page->findChild<QTableView *>(QStringLiteral("deadTable"));
        using F = models::FailedJobsModel;
        QTRY_COMPARE(page->failed()->index(0, F::NameColumn).data().toString(), QStringLiteral("App\\Jobs\\SendMail"));
        const QString name = page->failed()->index(0, F::NameColumn).data().toString();
        const QString exception = page->failed()->index(0, F::ExceptionColumn).data().toString();
        const QFontMetrics fm(table->font());
        QTRY_VERIFY2(table->columnWidth(F::ExceptionColumn) >= fm.horizontalAdvance(exception),
                     qPrintable(QStringLiteral("%1 < %2").arg(table->columnWidth(F::ExceptionColumn)).arg(fm.horizontalAdvance(exception))));
        QVERIFY(table->columnWidth(F::NameColumn) >= fm.horizontalAdvance(name));
        // No column is cut off at the right edge.
        const QHeaderView *header = table->horizontalHeader();
        QVERIFY2(header->sectionViewportPosition(F::FailedAtColumn) + header->sectionSize(F::FailedAtColumn) <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1 + %2 > %3").arg(header->sectionViewportPosition(F::FailedAtColumn)).arg(header->sectionSize(F::FailedAtColumn)).arg(table->viewport()->width())));
    }

    void retriesAndForgetsSelections()
    {
        auto t = fixture();
        Dialogs dialogs;
        app::MainWindow w;
        views::DatabaseView *view = w.openDatabase(t->path);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto *page = showDeadLetters(w, view);
        QTRY_COMPARE(page->failed()->total(), 6);
        auto *table = page->findChild<QTableView *>(QStringLiteral("deadTable"));
        QVERIFY(table);
        // Newest first: row 0 is t3, row 1 c2, row 2 t4.
        QTRY_COMPARE(page->failed()->index(0, models::FailedJobsModel::IdColumn).data().toInt(), 6);
        table->selectRow(0);
        QTRY_VERIFY(page->retrySelectedAction()->isEnabled());
        // The detail pane shows the payload and the whole exception.
        auto *header = page->findChild<QLabel *>(QStringLiteral("deadHeader"));
        QTRY_VERIFY2(header->text().startsWith(QStringLiteral("<b>Dead letter 6</b> · UUID uuid-t3 · queue mail · 3 attempts")), qPrintable(header->text()));

        // Ctrl+R on the table retries the selection.
        table->setFocus();
        QTest::keyClick(table, Qt::Key_R, Qt::ControlModifier);
        QTRY_COMPARE(dialogs.reports.size(), 1);
        QCOMPARE(dialogs.questions.last(), QStringLiteral("Retry failed job 6?\nThey go back to their queues, ready at once, with their attempts reset."));
        QCOMPARE(dialogs.reports.last(), QStringLiteral("Retried 1 failed job: they are back in their queues, ready now."));
        auto db = contracts::Connection::open(QFile::encodeName(t->path), SQLITE_OPEN_READONLY);
        QCOMPARE(jobTokens(*db, "mail"), QList<QByteArray>({"t3"}));
        QTRY_COMPARE(page->failed()->total(), 5);

        // Two rows selected (c2 and t4), Delete forgets them; declining first changes nothing.
        // Once the list has been read again: c2 (5) and t4 (4) on top.
        QTRY_COMPARE(page->failed()->index(0, models::FailedJobsModel::IdColumn).data().toInt(), 5);
        QTRY_COMPARE(page->failed()->index(1, models::FailedJobsModel::IdColumn).data().toInt(), 4);
        table->setFocus();
        table->selectRow(0);
        QTest::keyClick(table, Qt::Key_Down, Qt::ShiftModifier);
        QCOMPARE(table->selectionModel()->selectedRows().size(), 2);
        dialogs.answer = false;
        QTest::keyClick(table, Qt::Key_Delete);
        QTRY_COMPARE(dialogs.questions.size(), 2);
        QCOMPARE(dialogs.questions.last(), QStringLiteral("Forget 2 failed jobs (4 and 5)?\nThey are deleted, and kept for 30 days in the activity log, from where they can be restored."));
        QTest::qWait(100);
        QCOMPARE(failedTokens(*db).size(), 5);
        dialogs.answer = true;
        page->forgetSelectedAction()->trigger();
        QTRY_COMPARE(dialogs.reports.size(), 2);
        // Where they were kept: the activity's id depends on what ran before.
        QVERIFY2(dialogs.reports.last().startsWith(QStringLiteral("Forgot 2 failed jobs. Kept for 30 days as activity ")), qPrintable(dialogs.reports.last()));
        QCOMPARE(failedTokens(*db), QList<QByteArray>({"c1", "t1", "t2"}));

        // Forgetting everything asks for a typed confirmation.
        dialogs.answer = false;
        page->forgetMatchingAction()->trigger();
        QTRY_COMPARE(dialogs.questions.size(), 4);
        QCOMPARE(dialogs.questions.last(), QStringLiteral("Forget all 3 failed jobs?\nThey are deleted, and kept for 30 days in the activity log, from where they can be restored."));
        QCOMPARE(dialogs.typed.last(), QStringLiteral("forget all"));
        QCOMPARE(failedTokens(*db).size(), 3);

        // Export what is left, payloads included.
        const QString path = m_tmp.filePath(QStringLiteral("left.jsonl"));
        page->exportTo(path, false);
        QTRY_COMPARE(dialogs.reports.size(), 3);
        QCOMPARE(dialogs.reports.last(), QStringLiteral("Exported 3 failed jobs to %1.").arg(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().count('\n'), 3);
    }

    // Seven queues in a window of 1200x760 showed three and a half rows:
    // the charts under the table took the room. Until the user moves that
    // splitter, the table shows every queue (up to ten).
    void everyQueueShows()
    {
        QueueDb t(m_tmp.filePath(QStringLiteral("seven.sqlite")));
        for (const char *queue : {"default", "emails", "high", "low", "notifications", "reports", "webhooks"})
            t.enqueue(queue, laravel("App\\Jobs\\SendMail", "a"));
        app::MainWindow w;
        w.resize(1200, 760);
        views::DatabaseView *view = w.openDatabase(t.path);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(views::DatabaseView::Queues));
        auto *page = qobject_cast<views::QueuesPage *>(view->page(views::DatabaseView::Queues));
        QTRY_VERIFY(page->isVisible());
        QTRY_COMPARE(page->overviewProxy()->rowCount(), 7);
        auto *table = page->findChild<QTreeView *>(QStringLiteral("queueOverview"));
        QVERIFY(table);
        auto lastRowShown = [&] {
            const QRect last = table->visualRect(page->overviewProxy()->index(6, 0));
            return last.isValid() && table->viewport()->rect().contains(last);
        };
        QTRY_VERIFY2(lastRowShown(), qPrintable(QStringLiteral("the table is %1 px high").arg(table->height())));
        // The charts keep a useful height.
        QVERIFY(page->charts()->height() >= 160);
    }

    void releasesAndDeletesJobs()
    {
        QueueDb t(m_tmp.filePath(QStringLiteral("jobs.sqlite")));
        t.now = QDateTime::currentSecsSinceEpoch();
        t.enqueue("mail", laravel("App\\\\Jobs\\\\SendMail", "a"));
        t.enqueue("mail", laravel("App\\\\Jobs\\\\SendMail", "b"));
        QCOMPARE(t.claim("mail", 3600), 1);
        Dialogs dialogs;
        app::MainWindow w;
        views::DatabaseView *view = w.openDatabase(t.path);
        w.show();
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(views::DatabaseView::Queues));
        auto *page = qobject_cast<views::QueuesPage *>(view->page(views::DatabaseView::Queues));
        QTRY_VERIFY(page->isVisible());
        QAbstractItemModelTester tester(page->jobs(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester overviewTester(page->overviewProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(page->overview()->rowCount(), 1);
        QTRY_COMPARE(page->jobs()->total(), 2);
        auto *totals = page->findChild<QLabel *>(QStringLiteral("queueTotals"));
        QTRY_VERIFY(totals->text().startsWith(QStringLiteral("<b>All queues:</b> 1 ready · 0 delayed · 1 reserved · 0 failed")));
        // No rate from the first seconds (it read "per minute over the last 1 s").
        QVERIFY2(totals->text().contains(QStringLiteral(" — rates after a minute of watching (")), qPrintable(totals->text()));
        QVERIFY(!totals->text().contains(QStringLiteral("per minute")));

        // Only reserved jobs, through the state filter.
        auto *state = page->findChild<QComboBox *>(QStringLiteral("jobsStateFilter"));
        state->setCurrentIndex(state->findText(QStringLiteral("Reserved")));
        QTRY_COMPARE(page->jobs()->total(), 1);
        auto *table = page->findChild<QTableView *>(QStringLiteral("jobsTable"));
        QTRY_VERIFY(page->jobs()->data(page->jobs()->index(0, 0), models::PagedTableModel::LoadedRole).toBool());
        table->selectRow(0);
        QTRY_VERIFY(page->releaseAction()->isEnabled());
        QVERIFY(menuAction(w, QStringLiteral("releaseJobAction")));
        page->releaseAction()->trigger();
        QTRY_COMPARE(dialogs.reports.size(), 1);
        QCOMPARE(dialogs.questions.last(), QStringLiteral("Release the reservation of job 1 (App\\Jobs\\SendMail in queue mail, reserved)? "
                                                          "The next claim may take it again; a worker still running it may finish it twice."));
        QCOMPARE(dialogs.reports.last(), QStringLiteral("Released job 1: it can be claimed again."));
        auto db = contracts::Connection::open(QFile::encodeName(t.path), SQLITE_OPEN_READONLY);
        q::CountJobsParams reserved;
        reserved.filter_state = QByteArray("reserved");
        QCOMPARE(q::countJobs(*db, reserved).count.toInt(), 0);
        QTRY_COMPARE(page->jobs()->total(), 0);

        // Delete job 2 from the full list.
        state->setCurrentIndex(0);
        QTRY_COMPARE(page->jobs()->total(), 2);
        QTRY_COMPARE(page->jobs()->index(0, 0).data().toInt(), 2); // newest first
        table->selectRow(0);
        QTRY_VERIFY(page->deleteAction()->isEnabled());
        page->deleteAction()->trigger();
        QTRY_COMPARE(dialogs.reports.size(), 2);
        QCOMPARE(dialogs.reports.last(), QStringLiteral("Deleted job 2."));
        QCOMPARE(q::countJobs(*db, q::CountJobsParams{}).count.toInt(), 1);
        QVERIFY(!q::jobPayload(*db, 2));
    }

    // Operators aimed at job 805 and got 839 as new rows arrived at the top
    // of the newest-first lists (issue 32). While the pointer is over the
    // list, a row is selected or Pause is on, a writer inserting above the
    // rows moves none of them: the row under a point stays the same item,
    // and "37 new ▴" counts them; clicking it shows them at the top.
    void listsHoldRowsUnderThePointer_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<QString>("hold");
        for (const char *list : {"jobs", "dead letters"})
            for (const char *hold : {"pointer", "selection", "pause"})
                QTest::addRow("%s, %s", list, hold) << QString::fromLatin1(list) << QString::fromLatin1(hold);
    }
    void listsHoldRowsUnderThePointer()
    {
        QFETCH(QString, list);
        QFETCH(QString, hold);
        const bool jobs = list == QLatin1String("jobs");
        QueueDb t(m_tmp.filePath(QStringLiteral("hold%1.sqlite").arg(++m_n)));
        t.now = QDateTime::currentSecsSinceEpoch();
        auto write = [&](int n) {
            qint64 last = 0;
            for (int i = 0; i < n; ++i) {
                last = t.enqueue(jobs ? "mail" : "failing", laravel("App\\\\Jobs\\\\SendMail", "x"));
                if (!jobs) {
                    t.claim("failing");
                    t.deadLetter(last, "RuntimeException: boom");
                }
            }
            return last;
        };
        write(120);
        app::MainWindow w;
        w.resize(1280, 800);
        views::DatabaseView *view = w.openDatabase(t.path);
        w.show();
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(jobs ? views::DatabaseView::Queues : views::DatabaseView::DeadLetters));
        auto *queues = qobject_cast<views::QueuesPage *>(view->page(views::DatabaseView::Queues));
        auto *dead = qobject_cast<views::DeadLettersPage *>(view->page(views::DatabaseView::DeadLetters));
        models::PagedTableModel *model = jobs ? static_cast<models::PagedTableModel *>(queues->jobs()) : dead->failed();
        QAction *pause = jobs ? queues->pauseAction() : dead->pauseAction();
        views::LiveHold *liveHold = jobs ? queues->jobsHold() : dead->hold();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *table = (jobs ? static_cast<QWidget *>(queues) : dead)->findChild<QTableView *>(jobs ? QStringLiteral("jobsTable") : QStringLiteral("deadTable"));
        QTRY_VERIFY(table->isVisible());
        QTRY_COMPARE(model->total(), 120);
        QCOMPARE(model->isDescending(), true);
        // A toolbar toggle with a shortcut, in the window's menu.
        QVERIFY(menuAction(w, pause->objectName()));
        QVERIFY(pause->isCheckable());
        QVERIFY(!pause->shortcut().isEmpty());
        auto idAt = [&](QPoint p) {
            const QModelIndex i = table->indexAt(p);
            return i.data(models::PagedTableModel::LoadedRole).toBool() ? i.data(models::PagedTableModel::RowKeyRole).value<contracts::Value>().toInt() : -1;
        };
        const QPoint point = table->visualRect(model->index(3, 0)).center();
        QTRY_COMPARE(idAt(point), 117);

        if (hold == QLatin1String("pointer")) {
            QEnterEvent enter(point, table->viewport()->mapTo(&w, point), table->viewport()->mapToGlobal(point));
            QApplication::sendEvent(table->viewport(), &enter);
        } else if (hold == QLatin1String("selection")) {
            table->selectRow(3);
        } else {
            pause->trigger();
            QTRY_VERIFY(liveHold->button()->isVisible());
            QCOMPARE(liveHold->button()->text(), QStringLiteral("Paused"));
        }
        QTRY_VERIFY(model->isHeld());
        const qint64 newest = write(37);
        // Workers finish the three jobs above the pointer (an operator the
        // three dead letters): they stay, marked gone (issue 32: the row
        // under the pointer went from job 781 to 776 in 6 s).
        if (jobs) {
            for (qint64 id : {118, 119, 120})
                QCOMPARE(q::deleteJob(*t.db, id), 1);
        } else {
            QCOMPARE(q::forgetFailedIds(*t.db, "[118,119,120]"), 3);
        }
        w.refreshAction()->trigger();
        QTRY_COMPARE(model->counted(), 154);
        QTRY_VERIFY(model->identitiesSettled());
        QTRY_COMPARE(model->goneRows(), 3);
        QCOMPARE(idAt(point), 117);
        QCOMPARE(model->total(), 120);
        QCOMPARE(model->newRows(), 37);
        for (int row = 0; row < 5; ++row)
            QCOMPARE(model->index(row, 0).data(models::PagedTableModel::GoneRole).toBool(), row < 3);
        QCOMPARE(model->index(0, 1).data(Qt::ForegroundRole).value<QColor>(), table->palette().color(QPalette::Disabled, QPalette::Text));
        // The figure counts every row there is.
        auto *count = (jobs ? static_cast<QWidget *>(queues) : dead)->findChild<QLabel *>(jobs ? QStringLiteral("jobsCount") : QStringLiteral("deadCount"));
        QTRY_VERIFY2(count->text().startsWith(QLatin1String("154 ")), qPrintable(count->text()));
        QTRY_VERIFY(liveHold->button()->isVisible());
        QCOMPARE(liveHold->button()->text(), hold == QLatin1String("pause") ? QStringLiteral("Paused: 37 new ▴") : QStringLiteral("37 new ▴"));
        // Over the rows, below the header, moving none of them.
        const QRect button(liveHold->button()->mapTo(table, QPoint()), liveHold->button()->size());
        QVERIFY(QRect(table->viewport()->mapTo(table, QPoint()), table->viewport()->size()).contains(button));
        QCOMPARE(idAt(point), 117);

        QTest::mouseClick(liveHold->button(), Qt::LeftButton);
        QTRY_COMPARE(model->total(), 154);
        QTRY_COMPARE(idAt(table->visualRect(model->index(0, 0)).center()), newest);
        QCOMPARE(model->newRows(), 0);
        QTRY_COMPARE(model->goneRows(), 0);
        QTRY_COMPARE(liveHold->button()->isVisible(), hold == QLatin1String("pause"));
        if (hold == QLatin1String("pause")) {
            // Resumed by the shortcut's action: the list follows again.
            pause->trigger();
            QTRY_VERIFY(!liveHold->button()->isVisible());
        }
    }

    void readOnlyDisablesChangesWithTheReason()
    {
        auto t = fixture();
        t->db.reset();
        app::MainWindow w;
        views::DatabaseView *view = w.openDatabase(t->path, storage::OpenMode::ReadOnlyLive);
        w.show();
        auto *page = showDeadLetters(w, view);
        QTRY_COMPARE(page->failed()->total(), 6);
        for (QAction *a : {page->retrySelectedAction(), page->retryMatchingAction(), page->forgetSelectedAction(), page->forgetMatchingAction()}) {
            QVERIFY2(!a->isEnabled(), qPrintable(a->objectName()));
            QVERIFY2(a->toolTip().contains(QStringLiteral("Disabled:")), qPrintable(a->toolTip()));
        }
        // Keeping a copy changes nothing: export stays available.
        QVERIFY(page->exportMatchingAction()->isEnabled());
        auto *queues = qobject_cast<views::QueuesPage *>(view->page(views::DatabaseView::Queues));
        QVERIFY(!queues->releaseAction()->isEnabled());
        QVERIFY(!queues->deleteAction()->isEnabled());
        QVERIFY(queues->deleteAction()->toolTip().contains(QStringLiteral("Disabled:")));
    }
};

QTEST_MAIN(TestQueueGui)

#include "tst_queuegui.moc"
