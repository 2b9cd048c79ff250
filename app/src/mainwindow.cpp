#include "mainwindow.h"
#include "app_debug.h"

#include "views/actionrunner.h"
#include "views/activitylogwindow.h"
#include "storage/activitystore.h"
#include "storage/host/dbhost.h"
#include "operations/database/integrity.h"
#include "operations/database/schemas.h"
#include "storage/remoteaddress.h"
#include "views/openremotedialog.h"
#include "views/settingsdialog.h"

#include "views/databaseview.h"
#include "models/overview/fleetmodel.h"
#include "models/server/serverwatch.h"
#include "views/overview/fleetpage.h"
#include "views/overview/overviewpage.h"
#include "views/emptystate.h"
#include "models/format.h"
#include "views/page.h"
#include "storage/session.h"

#include "askrdesk_version.h"
#include "demo.h"
#include "serverroster.h"
#include "tokenstore.h"
#include "views/server/serverpage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDesktopServices>
#include <QLibraryInfo>
#include <QMessageBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QLocale>
#include <QMimeData>
#include <QTime>
#include <QFileInfo>
#include <QPointer>
#include <QResizeEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QMessageBox>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <sqlite3.h>

#include <algorithm>

namespace askr::app {

using views::DatabaseView;

namespace {
constexpr int ViewRole = Qt::UserRole;
constexpr int PageRole = Qt::UserRole + 1;
const auto RecentKey = QStringLiteral("MainWindow/recent");

// A recent file that is gone. A server is never "missing": whether it
// answers is for the opening to say.
bool isMissingFile(const QString &entry)
{
    return !storage::isRemoteUrl(entry) && !QFileInfo::exists(entry);
}

// Whether no desktop icon theme was set and Breeze was our choice (for the
// process: later windows see the theme the first one set).
bool &ownIconTheme()
{
    static bool own = false;
    return own;
}
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    // Outside a Plasma session (or under Xvfb) no icon theme may be set;
    // Breeze is where the actions' theme icon names come from.
    if (QIcon::themeName().isEmpty() || QIcon::themeName() == QLatin1String("hicolor")) {
        QStringList paths = QIcon::themeSearchPaths();
        for (const QString &dir : QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("icons"), QStandardPaths::LocateDirectory))
            if (!paths.contains(dir))
                paths << dir;
        QIcon::setThemeSearchPaths(paths);
        ownIconTheme() = true;
    }
    followPalette();
    setWindowTitle(tr("Askr Desk"));
    setAcceptDrops(true);
    // The database process may be back before anyone looked at the banner:
    // the status bar keeps a trace of it for a minute.
    if (storage::DbHost *host = storage::DbHost::instance()) {
        connect(host, &storage::DbHost::stopped, this, [this](const QString &why) {
            statusBar()->showMessage(tr("The database process stopped (%1); starting it again…").arg(why), 60000);
        });
        connect(host, &storage::DbHost::restarted, this, [this] {
            statusBar()->showMessage(tr("The database process stopped at %1 and was started again; the open databases were reopened.")
                                         .arg(QLocale().toString(QTime::currentTime(), QLocale::ShortFormat)),
                                     60000);
        });
    }
    setWindowIcon(QIcon(QStringLiteral(":/askr/askr-desk.svg")));
    m_tokenStore = new TokenStore(this);
    connect(m_tokenStore, &TokenStore::oldTokensMoved, this, &MainWindow::tellOldTokensMoved);
    // Only when there are some: no keyring call otherwise.
    if (!TokenStore::oldTokens().isEmpty())
        m_tokenStore->moveOldTokens();
    createActions();
    createMenus();

    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_sidebar = new QTreeWidget(splitter);
    m_sidebar->setObjectName(QStringLiteral("sidebar"));
    m_sidebar->setHeaderHidden(true);
    m_sidebar->setMinimumWidth(180);
    m_sidebar->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_sidebar->addAction(m_closeAction);
    m_stack = new QStackedWidget(splitter);
    m_empty = new views::EmptyState(m_stack);
    m_empty->setTitle(tr("No database open"));
    m_empty->setText(tr("Open a SQLite database written by the Askr runtime to watch its queues, cache and pub/sub log, "
                        "or open the demo to see a live simulated workload."));
    connect(m_empty->addButton(tr("Open Database…"), m_openAction->icon()), &QPushButton::clicked, m_openAction, &QAction::trigger);
    connect(m_empty->addButton(tr("Open Read-Only…"), m_openReadOnlyAction->icon()), &QPushButton::clicked, m_openReadOnlyAction,
            &QAction::trigger);
    connect(m_empty->addButton(tr("Open Askr Server…"), m_openServerAction->icon()), &QPushButton::clicked, m_openServerAction,
            &QAction::trigger);
    QPushButton *demoButton = m_empty->addButton(tr("Open Demo"), m_openDemoAction->icon());
    demoButton->setObjectName(QStringLiteral("openDemoButton"));
    demoButton->setToolTip(m_openDemoAction->toolTip());
    connect(demoButton, &QPushButton::clicked, m_openDemoAction, &QAction::trigger);
    m_stack->addWidget(m_empty);
    m_fleet = new models::FleetModel(this);
    m_fleetPage = new views::FleetPage(m_fleet, m_stack);
    m_stack->addWidget(m_fleetPage);
    connect(m_fleetPage, &views::FleetPage::databaseActivated, this, [this](storage::Session *session) {
        for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
            if (it.key()->session() == session)
                m_sidebar->setCurrentItem(it.value()->child(DatabaseView::Overview));
    });
    splitter->addWidget(m_sidebar);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 900});
    setCentralWidget(splitter);
    m_servers = new ServerRoster(m_sidebar, m_stack, m_tokenStore, this);
    m_servers->setDatabases([this] {
        QList<storage::Session *> sessions;
        for (DatabaseView *view : m_items.keys())
            sessions << view->session();
        return sessions;
    });
    // File ▸ Rolling Reload of All Servers…, under Open Askr Server….
    menuBar()->actions().constFirst()->menu()->insertAction(m_openDemoAction, m_servers->rollingReloadAction());
    connect(m_servers, &ServerRoster::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 15000); });
    connect(m_servers, &ServerRoster::pageOpened, this, [this] {
        updateRecentMenu();
        updateFleetItem();
    });
    connect(m_servers, &ServerRoster::pageClosed, this, &MainWindow::updateFleetItem);
    m_fleetPage->setServers(m_servers->fleetModel());
    connect(m_fleetPage, &views::FleetPage::serverActivated, m_servers, &ServerRoster::show);
    connect(m_servers, &ServerRoster::alertRaised, this, [this](const QString &title, const QString &body) {
        statusBar()->showMessage(tr("%1: %2").arg(title, body), 15000);
    });
    connect(m_sidebar, &QTreeWidget::currentItemChanged, this, &MainWindow::currentChanged);

    m_modeLabel = new QLabel(this);
    m_refreshLabel = new QLabel(this);
    m_refreshLabel->setObjectName(QStringLiteral("refreshLabel"));
    m_busyLabel = new QLabel(this);
    m_busyLabel->setMinimumWidth(20);
    statusBar()->addPermanentWidget(m_busyLabel);
    statusBar()->addPermanentWidget(m_refreshLabel);
    statusBar()->addPermanentWidget(m_modeLabel);
    m_statusTimer = new QTimer(this);
    m_statusTimer->start(250);
    connect(m_statusTimer, &QTimer::timeout, this, &MainWindow::updateStatus);

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("MainWindow/geometry")).toByteArray()))
        resize(1200, 760);
    splitter->restoreState(settings.value(QStringLiteral("MainWindow/splitter")).toByteArray());
    updateStatus();
}

MainWindow::~MainWindow()
{
    // The demo's workload and folder go last: first the sessions on it.
    if (m_demo) {
        m_sidebar->blockSignals(true);
        const QList<DatabaseView *> open = views();
        m_items.clear();
        qDeleteAll(open);
        m_demo.reset();
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("MainWindow/geometry"), saveGeometry());
    if (auto *splitter = findChild<QSplitter *>(QStringLiteral("mainSplitter")))
        settings.setValue(QStringLiteral("MainWindow/splitter"), splitter->saveState());
    event->accept();
}

void MainWindow::createActions()
{
    m_openAction = new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open Database…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setToolTip(tr("Open a SQLite database file (read-write when the file allows it)"));
    connect(m_openAction, &QAction::triggered, this, [this] { chooseAndOpen(storage::OpenMode::Auto); });

    m_newAction = new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New Database…"), this);
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setToolTip(tr("Create an empty database with the queue, cache and pub/sub tables"));
    connect(m_newAction, &QAction::triggered, this, &MainWindow::chooseAndCreate);

    m_settingsAction = new QAction(QIcon::fromTheme(QStringLiteral("configure")), tr("&Configure Askr Desk…"), this);
    // KDE's "Configure Application" shortcut; the platform's where it has one.
    m_settingsAction->setShortcuts(QKeySequence::keyBindings(QKeySequence::Preferences) << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Comma));
    m_settingsAction->setToolTip(tr("Refresh interval, stuck-queue thresholds, lock patterns, stalled subscribers, history retention"));
    connect(m_settingsAction, &QAction::triggered, this, [this] {
        views::SettingsDialog dialog(this);
        connect(&dialog, &views::SettingsDialog::settingsChanged, this, &MainWindow::applySettings);
        dialog.exec();
    });

    m_addMissingAction = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add &Missing Tables"), this);
    m_addMissingAction->setToolTip(tr("Create the tables, indexes and views of the primitives this database lacks (never alters existing tables)"));
    connect(m_addMissingAction, &QAction::triggered, this, &MainWindow::addMissingTables);

    m_checkIntegrityAction = new QAction(QIcon::fromTheme(QStringLiteral("document-edit-verify"), QIcon::fromTheme(QStringLiteral("checkmark"))),
                                         tr("Check &Integrity"), this);
    m_checkIntegrityAction->setObjectName(QStringLiteral("checkIntegrityAction"));
    m_checkIntegrityAction->setToolTip(tr("Read every page of the database and report damage (SQLite quick_check; changes nothing)"));
    connect(m_checkIntegrityAction, &QAction::triggered, this, [this] {
        if (DatabaseView *view = currentView())
            checkIntegrity(view);
    });

    m_reopenReadWrite = new QAction(QIcon::fromTheme(QStringLiteral("document-edit")), tr("Read-&Write"), this);
    m_reopenReadWrite->setToolTip(tr("Reopen the database so that actions may change it"));
    connect(m_reopenReadWrite, &QAction::triggered, this, [this] { reopenCurrent(storage::OpenMode::ReadWrite); });
    m_reopenReadOnly = new QAction(QIcon::fromTheme(QStringLiteral("object-locked")), tr("Read-Only, &Live"), this);
    m_reopenReadOnly->setToolTip(tr("Reopen read-only, following changes made by other processes (for a replica)"));
    connect(m_reopenReadOnly, &QAction::triggered, this, [this] { reopenCurrent(storage::OpenMode::ReadOnlyLive); });
    m_reopenSnapshot = new QAction(QIcon::fromTheme(QStringLiteral("camera-photo")), tr("&Snapshot"), this);
    m_reopenSnapshot->setToolTip(tr("Reopen as a frozen snapshot (for read-only media, or to stop following changes)"));
    connect(m_reopenSnapshot, &QAction::triggered, this, [this] { reopenCurrent(storage::OpenMode::Snapshot); });

    m_openReadOnlyAction = new QAction(QIcon::fromTheme(QStringLiteral("document-open-remote")), tr("Open &Read-Only…"), this);
    m_openReadOnlyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_openReadOnlyAction->setToolTip(tr("Open a database read-only, for example a replica that another process writes"));
    connect(m_openReadOnlyAction, &QAction::triggered, this, [this] { chooseAndOpen(storage::OpenMode::ReadOnlyLive); });

    m_openRemoteAction = new QAction(QIcon::fromTheme(QStringLiteral("network-server-database"), QIcon::fromTheme(QStringLiteral("network-server"))),
                                     tr("Open Re&mote Database…"), this);
    m_openRemoteAction->setObjectName(QStringLiteral("openRemoteAction"));
    m_openRemoteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    m_openRemoteAction->setToolTip(tr("Open a database served by a libSQL server (sqld), read-only"));
    connect(m_openRemoteAction, &QAction::triggered, this, &MainWindow::chooseAndOpenRemote);

    m_openServerAction = new QAction(QIcon::fromTheme(QStringLiteral("network-server")), tr("Open Askr &Server…"), this);
    m_openServerAction->setObjectName(QStringLiteral("openServerAction"));
    m_openServerAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    m_openServerAction->setToolTip(tr("Watch an Askr server through its admin address: workers, memory, traffic, recorded errors"));
    connect(m_openServerAction, &QAction::triggered, this, [this] { m_servers->chooseAndOpen(this); });

    m_closeAction = new QAction(QIcon::fromTheme(QStringLiteral("document-close")), tr("&Close Database"), this);
    m_closeAction->setShortcut(QKeySequence::Close);
    m_closeAction->setToolTip(tr("Close the selected database"));
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeCurrent);
    m_closeAction->setObjectName(QStringLiteral("closeDatabaseAction"));

    m_refreshAction = new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Refresh"), this);
    // F5 only: some platforms also bind Refresh to Ctrl+R, which is Retry here.
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_refreshAction->setToolTip(tr("Query the database again now"));
    connect(m_refreshAction, &QAction::triggered, this, [this] {
        if (auto *server = currentServer())
            server->watch()->refresh();
        if (auto *view = currentView())
            if (auto *page = view->currentPage())
                page->refresh();
    });

    m_filterAction = new QAction(QIcon::fromTheme(QStringLiteral("view-filter")), tr("&Filter"), this);
    m_filterAction->setShortcut(QKeySequence::Find);
    m_filterAction->setToolTip(tr("Focus the filter of the current view"));
    auto focusFilter = [this] {
        if (auto *view = currentView())
            if (auto *page = view->currentPage())
                page->focusFilter();
    };
    connect(m_filterAction, &QAction::triggered, this, focusFilter);
    m_slashFilterAction = new QAction(tr("Filter"), this);
    m_slashFilterAction->setShortcut(QKeySequence(Qt::Key_Slash));
    m_slashFilterAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_slashFilterAction, &QAction::triggered, this, focusFilter);
    addAction(m_slashFilterAction);

    m_shortcutsAction = new QAction(QIcon::fromTheme(QStringLiteral("help-keybord-shortcuts"), QIcon::fromTheme(QStringLiteral("help-contents"))),
                                    tr("&Keyboard Shortcuts"), this);
    m_shortcutsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Question));
    m_shortcutsAction->setToolTip(tr("List the keyboard shortcuts"));
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);

    m_activityLogAction = new QAction(QIcon::fromTheme(QStringLiteral("view-history"), QIcon::fromTheme(QStringLiteral("document-open-recent"))),
                                      tr("Activity &Log"), this);
    m_activityLogAction->setObjectName(QStringLiteral("activityLogAction"));
    m_activityLogAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_activityLogAction->setToolTip(tr("Every action taken on any database, and the dead letters Forget kept (to restore them)"));
    connect(m_activityLogAction, &QAction::triggered, this, &MainWindow::showActivityLog);

    m_openDemoAction = new QAction(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("Open &Demo"), this);
    m_openDemoAction->setObjectName(QStringLiteral("openDemo"));
    m_openDemoAction->setToolTip(tr("Create a demo database in a temporary folder, with a live simulated workload, and open it"));
    connect(m_openDemoAction, &QAction::triggered, this, &MainWindow::openDemo);

    m_clearRecentAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-clear-history")), tr("&Clear List"), this);
    m_clearRecentAction->setToolTip(tr("Forget the recently opened databases"));
    connect(m_clearRecentAction, &QAction::triggered, this, [this] {
        QSettings().remove(RecentKey);
        ServerRoster::clearRecent();
        updateRecentMenu();
    });

    // Ctrl+1 ... switch the current database's pages, in sidebar order.
    for (int p = 0; p < DatabaseView::NUM_PAGES; ++p) {
        auto *go = new QAction(tr("Go to Page %1").arg(p + 1), this);
        go->setObjectName(QStringLiteral("goToPage%1").arg(p + 1));
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + p)));
        go->setEnabled(false);
        connect(go, &QAction::triggered, this, [this, p] { goToPage(p); });
        m_goToPage << go;
    }

    m_aboutAction = new QAction(QIcon(QStringLiteral(":/askr/askr-desk.svg")), tr("&About Askr Desk"), this);
    m_aboutAction->setToolTip(tr("Version, Qt and SQLite versions, licence"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);

    m_documentationAction = new QAction(QIcon::fromTheme(QStringLiteral("help-contents")), tr("&Documentation"), this);
    m_documentationAction->setShortcut(QKeySequence::HelpContents);
    m_documentationAction->setToolTip(tr("Open Askr Desk's documentation"));
    connect(m_documentationAction, &QAction::triggered, this, [this] {
        const QUrl url = documentationUrl();
        if (url.isEmpty() || !QDesktopServices::openUrl(url))
            statusBar()->showMessage(tr("The documentation could not be opened; it is in the docs folder of Askr Desk's sources."), 8000);
    });

    m_quitAction = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setToolTip(tr("Quit Askr Desk"));
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::createMenus()
{
    auto *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    file->addAction(m_openReadOnlyAction);
    file->addAction(m_openRemoteAction);
    file->addAction(m_openServerAction);
    file->addAction(m_openDemoAction);
    m_recentMenu = file->addMenu(QIcon::fromTheme(QStringLiteral("document-open-recent")), tr("Open &Recent"));
    // Files deleted or moved since are marked when the menu opens.
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    auto *reopen = file->addMenu(QIcon::fromTheme(QStringLiteral("document-revert")), tr("Reopen &As"));
    reopen->addAction(m_reopenReadWrite);
    reopen->addAction(m_reopenReadOnly);
    reopen->addAction(m_reopenSnapshot);
    file->addAction(m_addMissingAction);
    file->addAction(m_checkIntegrityAction);
    file->addAction(m_closeAction);
    file->addSeparator();
    file->addAction(m_quitAction);
    auto *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_refreshAction);
    view->addAction(m_filterAction);
    view->addAction(m_activityLogAction);
    view->addSeparator();
    view->addActions(m_goToPage);
    m_pageMenu = menuBar()->addMenu(tr("&Actions"));
    auto *settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(m_settingsAction);
    auto *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_documentationAction);
    help->addAction(m_shortcutsAction);
    help->addSeparator();
    help->addAction(m_aboutAction);
    m_toolBar = addToolBar(tr("Main"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_openAction);
    m_toolBar->addAction(m_refreshAction);
    m_toolBar->addSeparator();
    updateRecentMenu();
}

QAction *MainWindow::reopenAction(storage::OpenMode mode) const
{
    switch (mode) {
    case storage::OpenMode::ReadWrite:
        return m_reopenReadWrite;
    case storage::OpenMode::ReadOnlyLive:
        return m_reopenReadOnly;
    case storage::OpenMode::Snapshot:
        return m_reopenSnapshot;
    case storage::OpenMode::Auto:
        break;
    }
    return nullptr;
}

void MainWindow::chooseAndCreate()
{
    QSettings settings;
    const QString path = QFileDialog::getSaveFileName(this, tr("New Database"), settings.value(QStringLiteral("MainWindow/lastDir")).toString(),
                                                      tr("SQLite databases (*.sqlite *.sqlite3 *.db *.db3)"));
    if (path.isEmpty())
        return;
    if (QFileInfo::exists(path)) {
        views::notify(this, tr("New Database"), tr("%1 already exists; nothing was changed. Open it instead, or choose another name.").arg(path), true);
        return;
    }
    createDatabase(path);
}

DatabaseView *MainWindow::createDatabase(const QString &path)
{
    // An empty file is an empty SQLite database; the session installs the
    // schemas on its worker once it has looked at it.
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        views::notify(this, tr("New Database"), tr("Cannot create %1: %2").arg(path, file.errorString()), true);
        return nullptr;
    }
    file.close();
    DatabaseView *view = openDatabase(path, storage::OpenMode::ReadWrite);
    auto *session = view->session();
    auto installOnce = std::make_shared<QMetaObject::Connection>();
    *installOnce = connect(session, &storage::Session::schemaChanged, this, [this, session, installOnce] {
        disconnect(*installOnce);
        // What askr-deskctl init runs: WAL, the tables, logged.
        views::runWrite(this, session, operations::database::SchemaActions::installTables(session->path(), operations::database::allContracts()),
                        [this, session](qint64 installed) {
                            session->reinspect();
                            statusBar()->showMessage(tr("Created the tables of %n primitive(s).", nullptr, int(installed)), 8000);
                        },
                        [this](const QString &message) { views::notify(this, tr("New Database"), message, true); });
    });
    return view;
}

void MainWindow::addMissingTables()
{
    DatabaseView *view = currentView();
    if (!view)
        return;
    auto *session = view->session();
    const auto &schema = session->schema();
    const QStringList missing = operations::database::missingContracts(schema);
    if (missing.isEmpty()) {
        views::notify(this, tr("Add Missing Tables"), tr("Nothing is missing: the queue, cache and pub/sub tables are all here."));
        return;
    }
    if (!views::confirm(this, tr("Add Missing Tables"),
                        tr("Create what is missing for: %1 in %2? Existing tables are never altered.").arg(missing.join(QStringLiteral(", ")), session->path()),
                        tr("Create")))
        return;
    views::runWrite(this, session, operations::database::SchemaActions::installTables(session->path(), missing),
                    [this, session](qint64 installed) {
                        session->reinspect();
                        statusBar()->showMessage(tr("Created the tables of %n primitive(s).", nullptr, int(installed)), 8000);
                    },
                    [this](const QString &message) { views::notify(this, tr("Add Missing Tables"), message, true); });
}

void MainWindow::checkIntegrity(DatabaseView *view)
{
    auto *session = view->session();
    const QString path = session->path();
    statusBar()->showMessage(tr("Checking the integrity of %1…").arg(path));
    session->query(
        QStringLiteral("integrity"), view,
        [](contracts::Connection &db) { return operations::database::quickCheckLines(db); },
        [this, path](const QStringList &lines) {
            statusBar()->clearMessage();
            views::notify(this, tr("Check Integrity"), operations::database::integrityReport(path, lines), !operations::database::integrityOk(lines));
        },
        [this, path](const storage::Failure &f) {
            statusBar()->clearMessage();
            if (!f.cancelled)
                views::notify(this, tr("Check Integrity"), tr("The integrity check of %1 could not run: %2").arg(path, f.message), true);
        });
}

void MainWindow::offerIntegrityCheck(DatabaseView *view, const QString &message)
{
    // Once per open database: every page that reads the damaged part fails.
    if (m_integrityOffered.contains(view))
        return;
    m_integrityOffered.insert(view);
    statusBar()->showMessage(message, 15000);
    // Asked from the event loop, not from inside the failing request's
    // delivery; the view may be closed while the question is open.
    QTimer::singleShot(0, this, [this, guard = QPointer<DatabaseView>(view), message] {
        if (!guard)
            return;
        const bool yes = views::confirm(this, tr("Damaged Database"),
                                        tr("Reading %1 failed:\n%2\n\nRun an integrity check now? It reads the whole file and changes nothing.")
                                            .arg(guard->session()->path(), message),
                                        tr("Check Integrity"));
        if (yes && guard)
            checkIntegrity(guard);
    });
}

void MainWindow::reopenCurrent(storage::OpenMode mode)
{
    DatabaseView *view = currentView();
    if (!view)
        return;
    const QString path = view->session()->path();
    const int page = int(view->currentPageId());
    if (view->session()->plan().remote && mode == storage::OpenMode::ReadWrite) {
        // Say which server will be written before anything can be.
        const QString server = view->session()->plan().url.toString();
        const auto answer = QMessageBox::question(this, tr("Reopen Read-Write"),
                                                  tr("Actions will then change the database on %1 for everyone who uses it. If that server is a "
                                                     "replica, it forwards every change to its primary, which is what is written.\n\nReopen it "
                                                     "read-write?")
                                                      .arg(server),
                                                  QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return;
    }
    // Its place among the databases, not counting the fleet entry, which
    // goes and comes back when two are open.
    const auto fleetRows = [this] { return m_fleetItem ? 1 : 0; };
    const int place = m_sidebar->indexOfTopLevelItem(m_items.value(view)) - fleetRows();
    closeCurrent();
    DatabaseView *again = openDatabase(path, mode);
    QTreeWidgetItem *item = again ? m_items.value(again) : nullptr;
    if (!item)
        return;
    // Where it was in the sidebar, so that the entries below it stay under
    // the pointer (issue 32).
    const int at = place + fleetRows();
    if (place >= 0 && m_sidebar->indexOfTopLevelItem(item) != at) {
        m_sidebar->takeTopLevelItem(m_sidebar->indexOfTopLevelItem(item));
        m_sidebar->insertTopLevelItem(at, item);
        item->setExpanded(true);
    }
    m_sidebar->setCurrentItem(item->child(page));
}

void MainWindow::chooseAndOpen(storage::OpenMode mode)
{
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("MainWindow/lastDir")).toString();
    const QString path = QFileDialog::getOpenFileName(this, mode == storage::OpenMode::Auto ? tr("Open Database") : tr("Open Database Read-Only"), dir,
                                                      tr("SQLite databases (*.sqlite *.sqlite3 *.db *.db3);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("MainWindow/lastDir"), QFileInfo(path).absolutePath());
    openDatabase(path, mode);
}

void MainWindow::chooseAndOpenRemote()
{
    views::OpenRemoteDialog dialog(this);
    dialog.setKeyringMissing(m_tokenStore->missingReason());
    const QStringList recent = QSettings().value(RecentKey).toStringList();
    for (const QString &r : recent)
        if (storage::isRemoteUrl(r)) {
            dialog.setAddress(r);
            if (m_tokens.contains(r)) {
                dialog.setToken(m_tokens.value(r));
                break;
            }
            // The keyring answers when it will; the field is filled only
            // if the user has not typed meanwhile.
            m_tokenStore->read(r, &dialog, [&dialog, r](const QByteArray &token, const QString &error) {
                const QByteArray given = token.isEmpty() ? qgetenv("ASKR_TOKEN").trimmed() : token;
                if (dialog.address() == r && dialog.token().isEmpty())
                    dialog.setToken(given);
                dialog.setKeyringMissing(error);
            });
            break;
        }
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString address = dialog.address();
    const QByteArray token = dialog.token();
    if (dialog.rememberToken() && !token.isEmpty()) {
        m_tokenStore->remember(address, token, this, [this, address](const QString &error) {
            if (error.isEmpty()) {
                statusBar()->showMessage(tr("The token for %1 is kept in the keyring now.").arg(address), 8000);
                return;
            }
            // Said in a box of its own: a status message would be gone under
            // the opening's own messages.
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Token Not Remembered"),
                                        tr("The token for %1 was not remembered: %2.\n\nIt is kept until Askr Desk quits, and asked for again "
                                           "next time. Askr Desk never writes it to its settings file.")
                                            .arg(address, error),
                                        QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("tokenNotRemembered"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
    } else {
        m_tokenStore->forget(address);
    }
    openRemote(address, token);
}

void MainWindow::tellOldTokensMoved(int moved, int left, const QString &why)
{
    QStringList said;
    if (moved > 0)
        said << tr("%n server token(s) that an older version of Askr Desk kept in its settings file moved to your desktop's keyring, and "
                   "were removed from the file.",
                   nullptr, moved);
    // Left ones are told of once, not at every start.
    QSettings settings;
    const QString toldKey = QStringLiteral("Tokens/toldLeft");
    if (left > 0 && settings.value(toldKey).toInt() != left) {
        settings.setValue(toldKey, left);
        said << tr("%n server token(s) stay in Askr Desk's settings file (readable by you only), because %1. They move to the keyring "
                   "at a start where one answers.",
                   nullptr, left)
                    .arg(why);
    }
    if (left == 0)
        settings.remove(toldKey);
    if (said.isEmpty())
        return;
    auto *box = new QMessageBox(QMessageBox::Information, tr("Remembered Tokens"), said.join(QStringLiteral("\n\n")), QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("oldTokensMoved"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

DatabaseView *MainWindow::openRemote(const QString &address, const QByteArray &token, storage::OpenMode mode)
{
    m_tokens.insert(address, token);
    return openDatabase(address, mode);
}

void MainWindow::applySettings()
{
    m_servers->applySettings();
    for (DatabaseView *view : m_items.keys()) {
        view->session()->setPollInterval(views::SettingsDialog::pollIntervalMs());
        for (int p = 0; p < DatabaseView::NUM_PAGES; ++p) {
            view->page(DatabaseView::PageId(p))->applySettings();
            view->page(DatabaseView::PageId(p))->refresh();
        }
    }
}

views::ActivityLogWindow *MainWindow::activityLogWindow() const
{
    return m_activityLog;
}

void MainWindow::showActivityLog()
{
    if (!m_activityLog) {
        // A window of its own, so it can stay open beside the pages; Restore
        // goes to the database an entry names, when it is open here.
        m_activityLog = new views::ActivityLogWindow(storage::ActivityStore::defaultPath(), [this](const QString &source) -> storage::Session * {
            DatabaseView *view = openView(source);
            return view ? view->session() : nullptr;
        }, this);
        m_activityLog->setWindowFlag(Qt::Window);
    }
    m_activityLog->show();
    m_activityLog->raise();
    m_activityLog->activateWindow();
}

DatabaseView *MainWindow::openView(const QString &path) const
{
    if (storage::isRemoteUrl(path)) {
        for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
            if (it.key()->session()->plan().remote && it.key()->session()->path() == path)
                return it.key();
        return nullptr;
    }
    const storage::FileId id = storage::fileId(path);
    if (!id.isValid())
        return nullptr;
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
        if (it.key()->session()->plan().file == id)
            return it.key();
    return nullptr;
}

DatabaseView *MainWindow::openDatabase(const QString &path, storage::OpenMode mode)
{
    // The same file (by device and inode, whatever the path) is one session:
    // a second one would gain nothing and add a second set of connections.
    if (DatabaseView *open = openView(path)) {
        if (QTreeWidgetItem *item = m_items.value(open))
            m_sidebar->setCurrentItem(item->child(int(open->currentPageId())));
        statusBar()->showMessage(tr("%1 is already open (%2), as %3; it was not opened again. Use File ▸ Reopen As to open it another way.")
                                     .arg(path, storage::modeName(open->session()->mode()), open->session()->path()),
                                 15000);
        return open;
    }
    const bool remote = storage::isRemoteUrl(path);
    if (remote && !m_tokens.contains(path)) {
        // A remembered token is in the keyring, which answers when it will
        // (it may ask to be unlocked first): the server opens then.
        statusBar()->showMessage(tr("Looking up the token for %1 in the keyring…").arg(path), 8000);
        m_tokenStore->read(path, this, [this, path, mode](const QByteArray &token, const QString &error) {
            if (!error.isEmpty())
                statusBar()->showMessage(tr("No remembered token for %1: %2.").arg(path, error), 15000);
            if (!m_tokens.contains(path))
                m_tokens.insert(path, token.isEmpty() ? qgetenv("ASKR_TOKEN").trimmed() : token);
            openDatabase(path, mode);
        });
        return nullptr;
    }
    auto *session = new storage::Session(remote ? storage::planRemote(path, m_tokens.value(path), mode) : storage::planOpen(path, mode));
    session->setPollInterval(views::SettingsDialog::pollIntervalMs());
    auto *view = new DatabaseView(session, m_stack);
    session->setParent(view);
    m_stack->addWidget(view);
    auto *item = new QTreeWidgetItem(m_sidebar);
    item->setData(0, ViewRole, QVariant::fromValue<QObject *>(view));
    item->setData(0, PageRole, -1);
    m_items.insert(view, item);
    static const char *const icons[] = {"view-statistics", "view-list-details", "dialog-error", "drive-harddisk", "object-locked", "mail-send-receive"};
    for (int p = 0; p < DatabaseView::NUM_PAGES; ++p) {
        auto *child = new QTreeWidgetItem(item);
        child->setText(0, view->page(DatabaseView::PageId(p))->title());
        child->setIcon(0, QIcon::fromTheme(QLatin1String(icons[p])));
        child->setData(0, ViewRole, QVariant::fromValue<QObject *>(view));
        child->setData(0, PageRole, p);
        child->setToolTip(0, tr("%1 (%2)").arg(child->text(0), m_goToPage[p]->shortcut().toString(QKeySequence::NativeText)));
    }
    item->setExpanded(true);
    connect(view, &DatabaseView::issueCountChanged, this, [this, view] { updateSidebarItem(view); });
    connect(view, &DatabaseView::problemChanged, this, [this, view] { updateSidebarItem(view); });
    connect(view, &DatabaseView::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(view, &DatabaseView::pageRequested, this, [this, item](int page) {
        if (page >= 0 && page < item->childCount())
            m_sidebar->setCurrentItem(item->child(page));
    });
    connect(view, &DatabaseView::alertClicked, this, [this] {
        if (isMinimized())
            showNormal();
        raise();
        activateWindow();
    });
    // Only a successful look counts: a request that ended in failure also
    // ends the busy spell, and must not make old figures look new (issue 30).
    connect(session, &storage::Session::refreshed, this, [this, view, session] { m_lastRefresh.insert(view, session->now()); });
    connect(session, &storage::Session::busyChanged, this, &MainWindow::updateStatus);
    connect(session, &storage::Session::requestFailed, this, [this, view](const storage::Failure &f) {
        if (f.damaged())
            offerIntegrityCheck(view, f.message);
    });
    connect(session, &storage::Session::fileMoved, this, [this, view](const QString &message) {
        updateSidebarItem(view);
        statusBar()->showMessage(message, 15000);
    });
    updateSidebarItem(view);
    m_servers->databasesChanged();
    m_fleet->addDatabase(session, static_cast<views::OverviewPage *>(view->page(DatabaseView::Overview))->model());
    updateFleetItem();
    m_sidebar->setCurrentItem(item->child(0));
    if (session->plan().error.isEmpty())
        addRecent(remote ? path : QFileInfo(path).absoluteFilePath()); // a server's address holds no token
    return view;
}

void MainWindow::updateSidebarItem(DatabaseView *view)
{
    QTreeWidgetItem *item = m_items.value(view);
    if (!item)
        return;
    const auto *s = view->session();
    const int issues = view->issueCount();
    QString text = storage::shortName(s->path());
    if (issues > 0)
        text += QStringLiteral("  ⚠ %1").arg(issues);
    item->setText(0, text);
    item->setIcon(0, QIcon::fromTheme(s->isReadOnly() ? QStringLiteral("object-locked") : QStringLiteral("document-edit")));
    QString tip = tr("%1\nMode: %2\n%3").arg(s->path(), storage::modeName(s->mode()), s->plan().reason);
    if (!view->problem().isEmpty())
        tip += QLatin1Char('\n') + view->problem();
    // The count explained: every problem, and on each page its own.
    QStringList lines;
    for (const auto &p : view->problems())
        if (p.text != view->problem())
            lines << QStringLiteral("• ") + p.text;
    if (!lines.isEmpty())
        tip += QLatin1Char('\n') + tr("Problems:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    item->setToolTip(0, tip);
    for (int page = 0; page < item->childCount() && page < DatabaseView::NUM_PAGES; ++page) {
        const QStringList own = view->problems(DatabaseView::PageId(page));
        QString title = view->page(DatabaseView::PageId(page))->title();
        if (!own.isEmpty())
            title += QStringLiteral("  ⚠ %1").arg(own.size());
        item->child(page)->setText(0, title);
        // The page's name with the shortcut that opens it, then its problems.
        QStringList tipLines { tr("%1 (%2)").arg(view->page(DatabaseView::PageId(page))->title(),
                                                 m_goToPage[page]->shortcut().toString(QKeySequence::NativeText)) };
        tipLines << own;
        item->child(page)->setToolTip(0, tipLines.join(QLatin1Char('\n')));
    }
    // Page names and their marks whole, in every language.
    m_sidebar->setMinimumWidth(std::max(180, static_cast<QAbstractItemView *>(m_sidebar)->sizeHintForColumn(0) + 2 * m_sidebar->frameWidth() + 4));
}

DatabaseView *MainWindow::currentView() const
{
    return qobject_cast<DatabaseView *>(m_stack->currentWidget());
}

QList<DatabaseView *> MainWindow::views() const
{
    return m_items.keys();
}

void MainWindow::currentChanged()
{
    QTreeWidgetItem *item = m_sidebar->currentItem();
    auto *view = item ? qobject_cast<DatabaseView *>(item->data(0, ViewRole).value<QObject *>()) : nullptr;
    for (QAction *a : std::as_const(m_pageActionsShown)) {
        m_toolBar->removeAction(a);
        m_pageMenu->removeAction(a);
    }
    m_pageActionsShown.clear();
    // Which database the window acts on, and how, is in the title.
    if (view)
        setWindowTitle(tr("%1 (%2) — Askr Desk").arg(storage::shortName(view->session()->path()), storage::modeName(view->session()->mode())));
    else if (item && item == m_fleetItem)
        setWindowTitle(tr("All databases — Askr Desk"));
    else
        setWindowTitle(tr("Askr Desk"));
    views::ServerPage *server = m_servers->pageOf(item);
    if (server)
        setWindowTitle(tr("%1 (Askr server) — Askr Desk").arg(server->title()));
    if (server || (item && item == m_fleetItem)) {
        for (QAction *go : std::as_const(m_goToPage))
            go->setEnabled(false);
        m_stack->setCurrentWidget(server ? static_cast<QWidget *>(server) : m_fleetPage);
        if (server) {
            m_pageActionsShown = server->pageActions();
            m_pageMenu->addActions(m_pageActionsShown);
            m_toolBar->addActions(m_pageActionsShown);
            fitToolBar();
        }
        updateStatus();
        return;
    }
    for (int p = 0; p < m_goToPage.size(); ++p) {
        QAction *go = m_goToPage[p];
        go->setEnabled(view);
        if (view) {
            const QString title = view->page(DatabaseView::PageId(p))->title();
            go->setText(tr("Go to %1").arg(title));
            go->setToolTip(tr("Show the %1 page (%2)").arg(title, go->shortcut().toString(QKeySequence::NativeText)));
        }
    }
    if (!view) {
        m_stack->setCurrentWidget(m_empty);
        updateStatus();
        return;
    }
    m_stack->setCurrentWidget(view);
    const int page = item->data(0, PageRole).toInt();
    if (page >= 0)
        view->showPage(DatabaseView::PageId(page));
    if (auto *p = view->page(view->currentPageId())) {
        m_pageActionsShown = p->pageActions();
        m_pageMenu->addActions(m_pageActionsShown);
        m_toolBar->addActions(m_pageActionsShown);
    }
    fitToolBar();
    updateStatus();
}

void MainWindow::fitToolBar()
{
    QList<QToolButton *> buttons;
    for (QAction *a : std::as_const(m_pageActionsShown))
        if (auto *b = qobject_cast<QToolButton *>(m_toolBar->widgetForAction(a))) {
            b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            buttons.append(b);
        }
    // What the buttons need against what the window gives the toolbar.
    auto needed = [this] {
        m_toolBar->layout()->invalidate();
        return m_toolBar->layout()->sizeHint().width();
    };
    const int available = width();
    for (qsizetype i = buttons.size() - 1; i >= 0 && needed() > available; --i)
        buttons[i]->setToolButtonStyle(Qt::ToolButtonIconOnly);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    fitToolBar();
}

views::ServerPage *MainWindow::currentServer() const
{
    return qobject_cast<views::ServerPage *>(m_stack->currentWidget());
}

void MainWindow::closeCurrent()
{
    if (views::ServerPage *server = currentServer()) {
        m_servers->close(server);
        if (!m_sidebar->currentItem() && m_sidebar->topLevelItemCount() > 0)
            m_sidebar->setCurrentItem(m_sidebar->topLevelItem(0));
        currentChanged();
        return;
    }
    DatabaseView *view = currentView();
    if (!view)
        return;
    delete m_items.take(view);
    m_lastRefresh.remove(view);
    m_integrityOffered.remove(view);
    m_stack->removeWidget(view);
    m_fleet->removeDatabase(view->session());
    view->deleteLater();
    m_servers->databasesChanged();
    updateFleetItem();
    // Another open database takes the place of the one closed.
    if (!m_sidebar->currentItem() && !m_items.isEmpty())
        m_sidebar->setCurrentItem(m_items.cbegin().value()->child(DatabaseView::Overview));
    currentChanged();
}

void MainWindow::updateFleetItem()
{
    // Servers count: two servers, or one beside a database, are a fleet too.
    const qsizetype servers = m_servers ? m_servers->pages().size() : 0;
    const bool wanted = m_items.size() + servers >= 2;
    if (m_fleetItem)
        m_fleetItem->setText(0, servers ? tr("All databases and servers") : tr("All databases"));
    if (wanted && !m_fleetItem) {
        m_fleetItem = new QTreeWidgetItem;
        m_fleetItem->setText(0, servers ? tr("All databases and servers") : tr("All databases"));
        m_fleetItem->setIcon(0, QIcon::fromTheme(QStringLiteral("view-list-details")));
        m_fleetItem->setToolTip(0, tr("Every open database side by side, with its health figures"));
        m_sidebar->insertTopLevelItem(0, m_fleetItem);
    } else if (!wanted && m_fleetItem) {
        const bool shown = m_sidebar->currentItem() == m_fleetItem;
        delete std::exchange(m_fleetItem, nullptr);
        if (shown && m_sidebar->topLevelItemCount() > 0)
            m_sidebar->setCurrentItem(m_items.isEmpty() ? m_sidebar->topLevelItem(0) : m_items.cbegin().value()->child(DatabaseView::Overview));
    }
}

void MainWindow::followPalette()
{
    // Breeze's monochrome icons are drawn for one background: a dark palette
    // needs Breeze Dark, or the toolbar and sidebar icons vanish.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QString theme = dark ? QStringLiteral("breeze-dark") : QStringLiteral("breeze");
    if (ownIconTheme() && QIcon::themeName() != theme)
        QIcon::setThemeName(theme);
    QIcon::setFallbackThemeName(theme);
}

namespace {
QStringList droppedFiles(const QMimeData *mime)
{
    QStringList files;
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile())
            files << url.toLocalFile();
    return files;
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = droppedFiles(event->mimeData());
    for (const QString &file : files)
        openDatabase(file);
    if (!files.isEmpty())
        event->acceptProposedAction();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        followPalette();
    QMainWindow::changeEvent(event);
}

QString MainWindow::modeText() const
{
    DatabaseView *view = currentView();
    if (!view)
        return m_items.isEmpty() ? tr("No database") : tr("%n database(s) open", nullptr, int(m_items.size()));
    const storage::OpenPlan &plan = view->session()->plan();
    if (plan.remote)
        return tr("%1 on %2").arg(storage::modeName(plan.mode), plan.url.toString());
    return storage::modeName(plan.mode);
}

void MainWindow::updateStatus()
{
    DatabaseView *view = currentView();
    m_modeLabel->setText(modeText());
    if (view) {
        m_modeLabel->setToolTip(view->session()->plan().reason);
        const qint64 last = m_lastRefresh.value(view, 0);
        // In the session's time, which tests move.
        m_refreshLabel->setText(last ? tr("Refreshed %1 s ago").arg(std::max<qint64>(0, view->session()->now() - last)) : tr("Not refreshed yet"));
        static const QString frames[] = {QStringLiteral("◐"), QStringLiteral("◓"), QStringLiteral("◑"), QStringLiteral("◒")};
        static int frame = 0;
        const bool busy = view->session()->isBusy();
        m_busyLabel->setText(busy ? frames[frame++ % 4] : QString());
        m_busyLabel->setToolTip(busy ? tr("Querying the database…") : QString());
        // The spinner turns four times a second; idle, once a second will do.
        const int interval = busy ? 250 : 1000;
        if (m_statusTimer->interval() != interval)
            m_statusTimer->setInterval(interval);
    } else if (views::ServerPage *server = currentServer()) {
        // "Read" counts from the last reading that succeeded, never from a failed one.
        const auto *watch = server->watch();
        m_modeLabel->setText(tr("Askr server"));
        m_modeLabel->setToolTip(watch->base().toString());
        m_refreshLabel->setText(watch->lastReadMs() ? tr("Read %1 s ago").arg(watch->ageSeconds()) : tr("Not read yet"));
        m_busyLabel->clear();
    } else {
        m_modeLabel->setToolTip(QString());
        m_refreshLabel->clear();
        m_busyLabel->clear();
    }
    const bool server = currentServer();
    m_closeAction->setEnabled(view || server);
    m_closeAction->setText(server ? tr("&Close Server") : tr("&Close Database"));
    m_refreshAction->setEnabled(view || server);
    m_filterAction->setEnabled(view);
    m_addMissingAction->setEnabled(view && !view->session()->isReadOnly());
    m_checkIntegrityAction->setEnabled(view && view->session()->plan().error.isEmpty());
    for (QAction *a : {m_reopenReadWrite, m_reopenReadOnly, m_reopenSnapshot})
        a->setEnabled(view);
}

void MainWindow::addRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(RecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 10)
        recent.removeLast();
    settings.setValue(RecentKey, recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(RecentKey).toStringList();
    bool missing = false;
    for (const QString &path : recent) {
        QAction *a = m_recentMenu->addAction(path);
        if (isMissingFile(path)) {
            // Kept (it may be on a volume not mounted now), but not offered.
            missing = true;
            a->setText(tr("%1 (missing)").arg(path));
            a->setToolTip(tr("%1 does not exist any more").arg(path));
            a->setEnabled(false);
            continue;
        }
        a->setToolTip(tr("Open %1 again").arg(path));
        connect(a, &QAction::triggered, this, [this, path] { openDatabase(path); });
    }
    const QStringList servers = ServerRoster::recent();
    if (!servers.isEmpty() && !recent.isEmpty())
        m_recentMenu->addSeparator();
    for (const QString &address : servers) {
        QAction *a = m_recentMenu->addAction(QIcon::fromTheme(QStringLiteral("network-server")), tr("%1 (Askr server)").arg(address));
        a->setToolTip(tr("Watch the Askr server at %1 again").arg(address));
        connect(a, &QAction::triggered, this, [this, address] { m_servers->openWithStoredToken(address); });
    }
    if (missing) {
        m_recentMenu->addSeparator();
        QAction *drop = m_recentMenu->addAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Remove Missing Files"));
        drop->setObjectName(QStringLiteral("removeMissingRecent"));
        drop->setToolTip(tr("Take the files that no longer exist off this list"));
        connect(drop, &QAction::triggered, this, [this] {
            QStringList kept = QSettings().value(RecentKey).toStringList();
            kept.erase(std::remove_if(kept.begin(), kept.end(), isMissingFile), kept.end());
            QSettings().setValue(RecentKey, kept);
            updateRecentMenu();
        });
    }
    if (!recent.isEmpty() || !servers.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(m_clearRecentAction);
    }
    m_recentMenu->setEnabled(!recent.isEmpty() || !servers.isEmpty());
}

QList<MainWindow::ShortcutEntry> MainWindow::shortcutEntries() const
{
    QList<ShortcutEntry> entries;
    QSet<const QAction *> seen;
    auto add = [&](QAction *a, const QString &where) {
        if (!a || a->shortcut().isEmpty() || a->text().isEmpty() || seen.contains(a))
            return;
        seen.insert(a);
        entries.append({a, where});
    };
    // Only the window's own actions here: the pages' actions are its
    // descendants too, and would come once per open database.
    for (QAction *a : findChildren<QAction *>(Qt::FindDirectChildrenOnly))
        add(a, tr("Everywhere"));
    if (auto *view = currentView()) {
        views::Page *page = view->page(view->currentPageId());
        for (QAction *a : page->pageActions())
            add(a, page->title());
    }
    return entries;
}

QUrl MainWindow::documentationUrl()
{
    const QString installed = QStandardPaths::locate(QStandardPaths::GenericDataLocation, QStringLiteral("doc/askr-desk/README.md"));
    if (!installed.isEmpty())
        return QUrl::fromLocalFile(installed);
    const QString source = QStringLiteral(ASKR_SOURCE_DIR "/README.md");
    return QFileInfo::exists(source) ? QUrl::fromLocalFile(source) : QUrl();
}

QString MainWindow::aboutText()
{
    return tr("<h3>Askr Desk %1</h3>"
              "<p>Watch and operate the job queue, cache and pub/sub log that the Askr runtime keeps in SQLite.</p>"
              "<p>Qt %2 (built with %3)<br>SQLite %4</p>"
              "<p>Licence: MIT</p>")
        .arg(QStringLiteral(ASKRDESK_VERSION_STRING), QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR),
             QString::fromLatin1(sqlite3_libversion()));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Askr Desk"), aboutText());
}

void MainWindow::openDemo()
{
    if (m_demo) {
        openDatabase(m_demo->path());
        return;
    }
    try {
        m_demo = simulator::Demo::start();
    } catch (const contracts::Error &e) {
        QMessageBox::warning(this, tr("Demo"), tr("The demo database could not be created: %1").arg(e.message()));
        return;
    }
    openDatabase(m_demo->path());
}

void MainWindow::goToPage(int page)
{
    DatabaseView *view = currentView();
    QTreeWidgetItem *item = view ? m_items.value(view) : nullptr;
    if (item && page >= 0 && page < item->childCount())
        m_sidebar->setCurrentItem(item->child(page));
}

void MainWindow::showShortcuts()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *table = new QTableWidget(&dialog);
    table->setColumnCount(3);
    table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut"), tr("Where")});
    for (const ShortcutEntry &e : shortcutEntries()) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(e.action->icon(), e.action->text().remove(QLatin1Char('&'))));
        table->setItem(row, 1, new QTableWidgetItem(e.action->shortcut().toString(QKeySequence::NativeText)));
        table->setItem(row, 2, new QTableWidgetItem(e.where));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(460, 420);
    dialog.exec();
}

} // namespace askr::app
