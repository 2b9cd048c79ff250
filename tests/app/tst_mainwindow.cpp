// The real main window, offscreen: several databases at once, modes and the
// read-only banner, creating a database, adding missing tables, reopening in
// another mode, keyboard shortcuts, and settings that persist.

#include "actionrunner.h"
#include "askr_contracts_api.h"
#include "databaseview.h"
#include "mainwindow.h"
#include "session.h"
#include "settingsdialog.h"

#include <QAction>
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
        QCOMPARE(sidebar->topLevelItemCount(), 2);
        QCOMPARE(sidebar->topLevelItem(0)->childCount(), int(views::DatabaseView::NUM_PAGES));
        QVERIFY(a->session() != b->session());
        QCOMPARE(a->session()->mode(), storage::OpenMode::ReadWrite);
        QCOMPARE(b->session()->mode(), storage::OpenMode::ReadOnlyLive);
        // The read-only one says so above its pages; the other does not.
        QVERIFY(b->findChild<QLabel *>(QStringLiteral("modeBanner"))->isVisibleTo(b));
        QVERIFY(!a->findChild<QLabel *>(QStringLiteral("modeBanner"))->isVisibleTo(a));
        // Actions that change data are disabled while the read-only one is current.
        sidebar->setCurrentItem(sidebar->topLevelItem(1)->child(0));
        QCOMPARE(w.currentView(), b);
        QVERIFY(!w.addMissingAction()->isEnabled());
        QCOMPARE(w.modeText(), storage::modeName(storage::OpenMode::ReadOnlyLive));
        sidebar->setCurrentItem(sidebar->topLevelItem(0)->child(0));
        QCOMPARE(w.currentView(), a);
        QVERIFY(w.addMissingAction()->isEnabled());
    }

    void createsADatabase()
    {
        app::MainWindow w;
        const QString path = m_tmp.filePath(QStringLiteral("new.sqlite"));
        auto *view = w.createDatabase(path);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(view->session()->schema().hasQueue() && view->session()->schema().hasCache() && view->session()->schema().hasPubSub(), 5000);
        QVERIFY(hasAllTables(path));
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
        s.remove(views::SettingsDialog::pollIntervalKey());
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
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
