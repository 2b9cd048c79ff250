// The real main window, offscreen: several databases at once, modes and the
// read-only banner, creating a database, adding missing tables, reopening in
// another mode, keyboard shortcuts, and settings that persist. "Refreshed
// N s ago" counts from the last successful look, never from a failed read
// (issue 30).

#include "../support/exclusivelock.h"
#include "views/actionrunner.h"
#include "operations/activity/activitylog.h"
#include "askr_contracts_api.h"
#include "views/databaseview.h"
#include "models/overview/overviewmodel.h"
#include "views/page.h"
#include "mainwindow.h"
#include "storage/session.h"
#include "storage/settings/refreshsettings.h"
#include "views/settingsdialog.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTableWidget>
#include <QTimer>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <sqlite3.h>

using namespace askr;

namespace {
QString makeDb(const QString &path, bool withTables)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (withTables) {
        contracts::queue::install(*db);
        contracts::cache::install(*db);
        contracts::pubsub::install(*db);
    } else {
        sqlite3_exec(db->handle(), "CREATE TABLE users (id INTEGER PRIMARY KEY)", nullptr, nullptr, nullptr);
    }
    return path;
}

bool waitForSchema(views::DatabaseView *view)
{
    return QTest::qWaitFor([view] { return view->session()->schema().inspected; }, 5000);
}

bool hasAllTables(const QString &path)
{
    auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
    QStringList names;
    for (const auto &row : contracts::database::schemaObjects(*db))
        names << row.name.toDisplayString();
    return names.contains(QStringLiteral("askr_jobs")) && names.contains(QStringLiteral("askr_cache")) && names.contains(QStringLiteral("askr_events"));
}
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("askr-test"));
        QSettings().clear();
        views::setConfirmHandler([](const QString &, const QString &, const QString &) { return true; });
        views::setNotifyHandler([](const QString &, const QString &, bool) {});
    }

    void opensSeveralDatabases()
    {
        app::MainWindow w;
        w.show();
        auto *a = w.openDatabase(makeDb(m_tmp.filePath(QStringLiteral("a.sqlite")), true));
        auto *b = w.openDatabase(makeDb(m_tmp.filePath(QStringLiteral("b.sqlite")), true), storage::OpenMode::ReadOnlyLive);
        QVERIFY(waitForSchema(a) && waitForSchema(b));
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        QVERIFY(sidebar);
        // "All databases" first (two are open), then one entry each.
        QCOMPARE(sidebar->topLevelItemCount(), 3);
        QCOMPARE(sidebar->topLevelItem(0), w.fleetItem());
        QCOMPARE(sidebar->topLevelItem(1)->childCount(), int(views::DatabaseView::NUM_PAGES));
        QVERIFY(a->session() != b->session());
        QCOMPARE(a->session()->mode(), storage::OpenMode::ReadWrite);
        QCOMPARE(b->session()->mode(), storage::OpenMode::ReadOnlyLive);
        // The read-only one says so above its pages; the other does not.
        QVERIFY(b->findChild<QLabel *>(QStringLiteral("modeBanner"))->isVisibleTo(b));
        QVERIFY(!a->findChild<QLabel *>(QStringLiteral("modeBanner"))->isVisibleTo(a));
        // Actions that change data are disabled while the read-only one is current.
        sidebar->setCurrentItem(sidebar->topLevelItem(2)->child(0));
        QCOMPARE(w.currentView(), b);
        QVERIFY(!w.addMissingAction()->isEnabled());
        QCOMPARE(w.modeText(), storage::modeName(storage::OpenMode::ReadOnlyLive));
        sidebar->setCurrentItem(sidebar->topLevelItem(1)->child(0));
        QCOMPARE(w.currentView(), a);
        QVERIFY(w.addMissingAction()->isEnabled());
    }

    void refreshedCountsFromTheLastSuccessfulLook()
    {
        app::MainWindow w;
        w.show();
        const QString path = makeDb(m_tmp.filePath(QStringLiteral("refreshed.sqlite")), true);
        auto *view = w.openDatabase(path);
        QVERIFY(waitForSchema(view));
        qint64 now = 1'700'000'000;
        view->session()->setClock([&now] { return now; });
        auto *label = w.findChild<QLabel *>(QStringLiteral("refreshLabel"));
        QVERIFY(label);
        QTRY_COMPARE_WITH_TIMEOUT(label->text(), QStringLiteral("Refreshed 0 s ago"), 5000); // a look on the test's clock

        // Another connection holds the file (rollback journal): looks and
        // reads fail from now on, while time goes by.
        testsupport::ExclusiveLock locker(path);
        QCOMPARE(locker.result(), SQLITE_OK);
        QTest::qWait(1000); // a look in flight when the lock came has answered
        now += 30;
        QSignalSpy failed(view->session(), &storage::Session::requestFailed);
        w.refreshAction()->trigger(); // the page's reads fail, and the busy spell ends
        QVERIFY(failed.wait(15000));
        QTest::qWait(1100); // the status line's next tick
        QCOMPARE(label->text(), QStringLiteral("Refreshed 30 s ago"));

        locker.release();
        QTRY_COMPARE_WITH_TIMEOUT(label->text(), QStringLiteral("Refreshed 0 s ago"), 15000);
    }

    void createsADatabase()
    {
        app::MainWindow w;
        const QString path = m_tmp.filePath(QStringLiteral("new.sqlite"));
        auto *view = w.createDatabase(path);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->session()->schema().hasQueue() && view->session()->schema().hasCache() && view->session()->schema().hasPubSub(), 5000);
        QVERIFY(hasAllTables(path));
        // Issue 31: the operation askr-deskctl init runs: WAL, and logged.
        {
            auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
            QCOMPARE(contracts::database::journalMode(*db).journal_mode.toDisplayString(), QStringLiteral("wal"));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!operations::ActivityLog().entries().isEmpty(), 5000);
        const auto entry = operations::ActivityLog().entries().first();
        QCOMPARE(entry.title, QStringLiteral("Install Tables"));
        QCOMPARE(entry.changed, std::optional<qint64>(3));
        // An existing file is never overwritten.
        QVERIFY(!w.createDatabase(path));
    }

    void addsMissingTablesThroughTheEmptyState()
    {
        app::MainWindow w;
        w.show();
        const QString path = makeDb(m_tmp.filePath(QStringLiteral("plain.sqlite")), false);
        auto *view = w.openDatabase(path);
        QVERIFY(waitForSchema(view));
        QVERIFY(view->session()->schema().empty());
        auto *button = view->findChild<QPushButton *>(QStringLiteral("addTablesButton"));
        QVERIFY(button && button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->session()->schema().hasQueue(), 5000);
        QVERIFY(hasAllTables(path));
        QVERIFY(!button->isVisible());
    }

    void readOnlyOffersNoTables()
    {
        app::MainWindow w;
        w.show();
        const QString path = makeDb(m_tmp.filePath(QStringLiteral("plain-ro.sqlite")), false);
        auto *view = w.openDatabase(path, storage::OpenMode::ReadOnlyLive);
        QVERIFY(waitForSchema(view));
        QVERIFY(!view->findChild<QPushButton *>(QStringLiteral("addTablesButton"))->isVisible());
        w.addMissingAction()->trigger();
        QTest::qWait(200);
        QVERIFY(!hasAllTables(path));
    }

    void reopensInAnotherMode()
    {
        app::MainWindow w;
        const QString path = makeDb(m_tmp.filePath(QStringLiteral("reopen.sqlite")), true);
        auto *view = w.openDatabase(path);
        QVERIFY(waitForSchema(view));
        w.reopenAction(storage::OpenMode::ReadOnlyLive)->trigger();
        QCOMPARE(w.views().size(), 1);
        QCOMPARE(w.currentView()->session()->mode(), storage::OpenMode::ReadOnlyLive);
        w.reopenAction(storage::OpenMode::Snapshot)->trigger();
        QCOMPARE(w.currentView()->session()->mode(), storage::OpenMode::Snapshot);
        w.reopenAction(storage::OpenMode::ReadWrite)->trigger();
        QCOMPARE(w.currentView()->session()->mode(), storage::OpenMode::ReadWrite);
    }

    // Reopen As keeps the database where it was in the sidebar, and the page
    // that was shown: a click aimed at the next entry must not land on it
    // (issue 32). With two open, the fleet entry goes and comes back meanwhile.
    void reopenKeepsTheSidebarOrder_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("reopened");
        QTest::newRow("first of three") << 3 << 0;
        QTest::newRow("middle of three") << 3 << 1;
        QTest::newRow("last of three") << 3 << 2;
        QTest::newRow("first of two") << 2 << 0;
    }

    void reopenKeepsTheSidebarOrder()
    {
        QFETCH(int, count);
        QFETCH(int, reopened);
        app::MainWindow w;
        w.show();
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        const auto names = [sidebar] {
            QStringList out;
            for (int i = 0; i < sidebar->topLevelItemCount(); ++i)
                out << sidebar->topLevelItem(i)->text(0);
            return out;
        };
        QList<views::DatabaseView *> views;
        for (int i = 0; i < count; ++i) {
            views << w.openDatabase(makeDb(m_tmp.filePath(QStringLiteral("order-%1-%2.sqlite").arg(count).arg(i)), true));
            QVERIFY(waitForSchema(views.last()));
        }
        QTest::qWait(100); // the problem counts settle
        const QStringList before = names();
        QTreeWidgetItem *item = sidebar->topLevelItem(reopened + 1);
        sidebar->setCurrentItem(item->child(views::DatabaseView::Cache));
        QCOMPARE(w.currentView(), views[reopened]);
        w.reopenAction(storage::OpenMode::ReadOnlyLive)->trigger();
        QVERIFY(waitForSchema(w.currentView()));
        QTest::qWait(100);
        QCOMPARE(w.currentView()->session()->mode(), storage::OpenMode::ReadOnlyLive);
        QCOMPARE(names(), before);
        QCOMPARE(sidebar->currentItem(), sidebar->topLevelItem(reopened + 1)->child(views::DatabaseView::Cache));
        QVERIFY(sidebar->topLevelItem(reopened + 1)->isExpanded());
    }

    void shortcuts_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QKeySequence>("keys");
        QTest::newRow("open") << "open" << QKeySequence(QKeySequence::Open);
        QTest::newRow("refresh") << "refresh" << QKeySequence(Qt::Key_F5);
        QTest::newRow("filter") << "filter" << QKeySequence(QKeySequence::Find);
        QTest::newRow("shortcuts") << "shortcuts" << QKeySequence(Qt::CTRL | Qt::Key_Question);
    }
    void shortcuts()
    {
        QFETCH(QString, action);
        QFETCH(QKeySequence, keys);
        app::MainWindow w;
        QAction *a = action == QLatin1String("open") ? w.openAction()
            : action == QLatin1String("refresh")     ? w.refreshAction()
            : action == QLatin1String("filter")      ? w.filterAction()
                                                     : w.shortcutsAction();
        QVERIFY(a->shortcuts().contains(keys));
        QVERIFY(!a->toolTip().isEmpty());
        QVERIFY(!a->icon().isNull() || action == QLatin1String("shortcuts"));
    }

    void settingsPersistAndApply()
    {
        app::MainWindow w;
        auto *view = w.openDatabase(makeDb(m_tmp.filePath(QStringLiteral("settings.sqlite")), true));
        QVERIFY(waitForSchema(view));
        {
            views::SettingsDialog dialog(&w);
            dialog.findChild<QSpinBox *>(QStringLiteral("pollInterval"))->setValue(1234);
            dialog.findChild<QSpinBox *>(QStringLiteral("stallSeconds"))->setValue(77);
            dialog.findChild<QSpinBox *>(QStringLiteral("retentionDays"))->setValue(9);
            dialog.findChild<QPlainTextEdit *>(QStringLiteral("lockPatterns"))->setPlainText(QStringLiteral("lock:*\n  mutex:*  \n"));
            QSignalSpy changed(&dialog, &views::SettingsDialog::settingsChanged);
            connect(&dialog, &views::SettingsDialog::settingsChanged, &w, &app::MainWindow::applySettings);
            dialog.save();
            QCOMPARE(changed.count(), 1);
        }
        // Applied to the open database at once, and stored for next time.
        QCOMPARE(view->session()->pollInterval(), 1234);
        QSettings s;
        QCOMPARE(s.value(QStringLiteral("PubSub/stallSeconds")).toInt(), 77);
        QCOMPARE(s.value(QStringLiteral("History/retentionDays")).toInt(), 9);
        QCOMPARE(s.value(QStringLiteral("Cache/lockPatterns")).toStringList(), (QStringList{QStringLiteral("lock:*"), QStringLiteral("mutex:*")}));
        views::SettingsDialog again(&w);
        QCOMPARE(again.findChild<QSpinBox *>(QStringLiteral("pollInterval"))->value(), 1234);
        QVERIFY(w.settingsAction()->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Comma)));
        auto *second = w.openDatabase(makeDb(m_tmp.filePath(QStringLiteral("settings2.sqlite")), true));
        QCOMPARE(second->session()->pollInterval(), 1234);
        s.remove(QString::fromLatin1(storage::settings::RefreshSettings::PollIntervalMs.key));
    }

    void remembersGeometryAndRecentFiles()
    {
        const QString path = makeDb(m_tmp.filePath(QStringLiteral("recent.sqlite")), true);
        {
            app::MainWindow w;
            w.resize(900, 600);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.openDatabase(path);
            w.close();
        }
        QVERIFY(QSettings().value(QStringLiteral("MainWindow/recent")).toStringList().contains(QFileInfo(path).absoluteFilePath()));
        app::MainWindow again;
        QCOMPARE(again.size(), QSize(900, 600));
    }

    // Help ▸ Keyboard Shortcuts listed every page action twice (once as a
    // descendant of the window, once as a page action) and once more per open
    // database. Each action once now; and no key is bound twice where it can
    // fire: the window's actions with the current page's, on every page.
    void shortcutsListedOnceAndUnique()
    {
        app::MainWindow w;
        w.show();
        auto *a = w.openDatabase(makeDb(m_tmp.filePath(QStringLiteral("keys-a.sqlite")), true));
        auto *b = w.openDatabase(makeDb(m_tmp.filePath(QStringLiteral("keys-b.sqlite")), true));
        QVERIFY(waitForSchema(a) && waitForSchema(b));
        QStringList rows;
        QTimer::singleShot(0, this, [&] {
            QWidget *dialog = QApplication::activeModalWidget();
            auto *table = dialog ? dialog->findChild<QTableWidget *>() : nullptr;
            if (table)
                for (int r = 0; r < table->rowCount(); ++r)
                    rows << table->item(r, 0)->text() + QLatin1Char('|') + table->item(r, 1)->text();
            if (dialog)
                dialog->close();
        });
        w.shortcutsAction()->trigger();
        QVERIFY(!rows.isEmpty());
        QCOMPARE(QSet<QString>(rows.begin(), rows.end()).size(), rows.size());

        for (int p = 0; p < views::DatabaseView::NUM_PAGES; ++p) {
            w.goToPageActions().at(p)->trigger();
            QCOMPARE(int(w.currentView()->currentPageId()), p);
            QHash<QKeySequence, QString> bound;
            for (const auto &e : w.shortcutEntries())
                for (const QKeySequence &k : e.action->shortcuts()) {
                    QVERIFY2(!bound.contains(k), qPrintable(QStringLiteral("%1 is bound to %2 and %3 on page %4")
                                                                .arg(k.toString(), bound.value(k), e.action->text())
                                                                .arg(p)));
                    bound.insert(k, e.action->text());
                }
        }
    }

    // Ctrl+1 ... switch pages; the sidebar and the actions' tooltips say so.
    void pageShortcuts()
    {
        app::MainWindow w;
        w.show();
        QVERIFY(!w.goToPageActions().at(0)->isEnabled()); // nothing open
        auto *view = w.openDatabase(makeDb(m_tmp.filePath(QStringLiteral("pages.sqlite")), true));
        QVERIFY(waitForSchema(view));
        auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(0));
        QCOMPARE(w.goToPageActions().size(), int(views::DatabaseView::NUM_PAGES));
        for (int p = views::DatabaseView::NUM_PAGES - 1; p >= 0; --p) {
            QAction *go = w.goToPageActions().at(p);
            QCOMPARE(go->shortcut(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + p)));
            QVERIFY(go->isEnabled());
            const QString key = go->shortcut().toString(QKeySequence::NativeText);
            QVERIFY2(go->toolTip().contains(key), qPrintable(go->toolTip()));
            QVERIFY(sidebar->topLevelItem(0)->child(p)->toolTip(0).contains(key));
            go->trigger();
            QCOMPARE(int(view->currentPageId()), p);
            QCOMPARE(sidebar->currentItem(), sidebar->topLevelItem(0)->child(p));
            // The page told its session it is shown, and the others that
            // they are not: their requests queue behind its (no widget walk).
            for (int other = 0; other < views::DatabaseView::NUM_PAGES; ++other)
                QCOMPARE(view->session()->isShown(view->page(views::DatabaseView::PageId(other))), other == p);
            // The session's shared figures follow changes while the
            // Overview shows them, though the page does not own them.
            QCOMPARE(view->session()->isShown(view->overview()), p == views::DatabaseView::Overview);
        }
    }

    // Open Recent marks files that are gone, can drop them, and can be cleared.
    void recentMarksMissingFiles()
    {
        const QString kept = makeDb(m_tmp.filePath(QStringLiteral("recent.sqlite")), true);
        const QString gone = m_tmp.filePath(QStringLiteral("gone.sqlite"));
        QSettings().setValue(QStringLiteral("MainWindow/recent"), QStringList { kept, gone });
        app::MainWindow w;
        QMenu *menu = w.recentMenu();
        Q_EMIT menu->aboutToShow();
        QAction *keptAction = nullptr, *goneAction = nullptr, *removeMissing = nullptr, *clear = nullptr;
        for (QAction *a : menu->actions()) {
            if (a->text() == kept)
                keptAction = a;
            else if (a->text().startsWith(gone))
                goneAction = a;
            else if (a->objectName() == QLatin1String("removeMissingRecent"))
                removeMissing = a;
            else if (a->text() == QLatin1String("&Clear List"))
                clear = a;
        }
        QVERIFY(keptAction && goneAction && removeMissing && clear);
        QVERIFY(keptAction->isEnabled());
        QVERIFY(!goneAction->isEnabled());
        QVERIFY(goneAction->text().contains(QLatin1String("missing")));
        removeMissing->trigger();
        QCOMPARE(QSettings().value(QStringLiteral("MainWindow/recent")).toStringList(), QStringList { kept });
        clear->trigger();
        QVERIFY(QSettings().value(QStringLiteral("MainWindow/recent")).toStringList().isEmpty());
        QVERIFY(!menu->isEnabled());
    }

    // Help has About (version, Qt, SQLite, licence) and the documentation.
    void helpAboutAndDocumentation()
    {
        app::MainWindow w;
        const QString about = app::MainWindow::aboutText();
        QVERIFY(about.contains(QCoreApplication::applicationVersion().isEmpty() ? QStringLiteral("0.") : QCoreApplication::applicationVersion()));
        QVERIFY(about.contains(QString::fromLatin1(qVersion())));
        QVERIFY(about.contains(QString::fromLatin1(sqlite3_libversion())));
        QVERIFY(about.contains(QLatin1String("MIT")));
        const QUrl docs = app::MainWindow::documentationUrl();
        QVERIFY(docs.isLocalFile());
        QVERIFY(QFileInfo::exists(docs.toLocalFile()));
        QMenu *help = nullptr;
        for (QAction *m : w.menuBar()->actions())
            if (m->text() == QLatin1String("&Help"))
                help = m->menu();
        QVERIFY(help);
        QVERIFY(help->actions().contains(w.aboutAction()));
        QVERIFY(help->actions().contains(w.documentationAction()));
        QString shown;
        QTimer::singleShot(0, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->accept();
            }
        });
        w.aboutAction()->trigger();
        QCOMPARE(shown, about);
    }

    // The first screen opens the demo itself (it told the user to run
    // askr-desk --demo).
    void firstScreenOpensDemo()
    {
        app::MainWindow w;
        w.show();
        auto *button = w.findChild<QPushButton *>(QStringLiteral("openDemoButton"));
        QVERIFY(button);
        QVERIFY(button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(w.views().size(), 1);
        auto *view = w.currentView();
        QVERIFY(view);
        QVERIFY2(view->session()->path().contains(QLatin1String("askr-desk-demo-")), qPrintable(view->session()->path()));
        QTRY_VERIFY_WITH_TIMEOUT(view->session()->schema().hasQueue(), 5000);
        // Once is enough: the action shows the running demo again.
        w.openDemoAction()->trigger();
        QCOMPARE(w.views().size(), 1);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
