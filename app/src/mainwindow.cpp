#include "mainwindow.h"

#include "icontheme.h"
#include "serverroster.h"
#include "workspacedialogs.h"

#include "models/server/serverwatch.h"
#include "storage/activitystore.h"
#include "storage/session.h"
#include "storage/settings/layoutsettings.h"
#include "views/databaseview.h"
#include "views/emptystate.h"
#include "views/overview/fleetpage.h"
#include "views/page.h"
#include "views/server/serverpage.h"
#include "views/settingsdialog.h"

#include <QAction>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLayout>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

namespace askr::app {

using views::DatabaseView;

namespace {
QStringList droppedFiles(const QMimeData *mime)
{
    QStringList files;
    for (const QUrl &url : mime->urls())
        if (url.isLocalFile())
            files << url.toLocalFile();
    return files;
}
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    IconTheme::chooseDefault();
    IconTheme::followPalette(palette());
    setWindowTitle(tr("Askr Desk"));
    setAcceptDrops(true);
    setWindowIcon(QIcon(QStringLiteral(":/askr/askr-desk.svg")));
    m_actions = std::make_unique<MainActions>(this);
    layOut();
    createMenus();
    connectActions();
    m_workspace->moveOldTokens();
    m_status = new StatusArea(statusBar(), m_workspace);
    connect(m_status, &StatusArea::due, this, &MainWindow::updateStatus);

    using storage::settings::LayoutSettings;
    if (!restoreGeometry(LayoutSettings::state(QStringLiteral("MainWindow/geometry"))))
        resize(1200, 760);
    static_cast<QSplitter *>(centralWidget())->restoreState(LayoutSettings::state(QStringLiteral("MainWindow/splitter")));
    updateStatus();
}

MainWindow::~MainWindow()
{
    // The sessions end before the demo they stand on, the sidebar no longer
    // following them.
    m_sidebar->blockSignals(true);
    m_workspace->shutDown();
}

void MainWindow::layOut()
{
    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_sidebar = new Sidebar(m_actions->goToPage(), splitter);
    m_sidebar->addAction(m_actions->close());
    m_stack = new QStackedWidget(splitter);
    m_empty = new views::EmptyState(m_stack);
    m_empty->setTitle(tr("No database open"));
    m_empty->setText(tr("Open a SQLite database written by the Askr runtime to watch its queues, cache and pub/sub log, "
                        "or open the demo to see a live simulated workload."));
    const std::pair<QString, QAction *> buttons[] = {{tr("Open Database…"), m_actions->open()},
                                                     {tr("Open Read-Only…"), m_actions->openReadOnly()},
                                                     {tr("Open Askr Server…"), m_actions->openServer()},
                                                     {tr("Open Demo"), m_actions->openDemo()}};
    QPushButton *demoButton = nullptr; // the last
    for (const auto &[text, action] : buttons)
        connect(demoButton = m_empty->addButton(text, action->icon()), &QPushButton::clicked, action, &QAction::trigger);
    demoButton->setObjectName(QStringLiteral("openDemoButton"));
    demoButton->setToolTip(m_actions->openDemo()->toolTip());
    m_stack->addWidget(m_empty);
    m_workspace = new Workspace(m_sidebar, m_stack, this);
    m_dialogs = new WorkspaceDialogs(m_workspace, this);
    m_fleetPage = new views::FleetPage(m_workspace->fleet(), m_stack);
    m_stack->addWidget(m_fleetPage);
    connect(m_fleetPage, &views::FleetPage::databaseActivated, this, [this](storage::Session *session) {
        for (DatabaseView *view : m_workspace->views())
            if (view->session() == session)
                m_sidebar->showPage(view, DatabaseView::Overview);
    });
    splitter->addWidget(m_sidebar);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 900});
    setCentralWidget(splitter);

    ServerRoster *servers = m_workspace->servers();
    connect(servers, &ServerRoster::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 15000); });
    connect(servers, &ServerRoster::pageOpened, this, [this] {
        m_recentMenu->rebuild();
        updateFleetItem();
    });
    connect(servers, &ServerRoster::pageClosed, this, &MainWindow::updateFleetItem);
    m_fleetPage->setServers(servers->fleetModel());
    connect(m_fleetPage, &views::FleetPage::serverActivated, servers, &ServerRoster::show);
    connect(servers, &ServerRoster::alertRaised, this, [this](const QString &title, const QString &body) {
        statusBar()->showMessage(tr("%1: %2").arg(title, body), 15000);
    });
    connect(m_sidebar, &QTreeWidget::currentItemChanged, this, &MainWindow::currentChanged);

    connect(m_workspace, &Workspace::viewOpened, this, &MainWindow::viewOpened);
    connect(m_workspace, &Workspace::viewClosed, this, [this](DatabaseView *view) {
        m_sidebar->removeView(view);
        viewClosed();
    });
    connect(m_workspace, &Workspace::alreadyOpen, this, [this](DatabaseView *view) { m_sidebar->showPage(view, int(view->currentPageId())); });
    connect(m_workspace, &Workspace::opened, this, [this](const QString &entry) { m_recentMenu->add(entry); });
    connect(m_workspace, &Workspace::busyChanged, this, &MainWindow::updateStatus);
    connect(m_workspace, &Workspace::statusMessage, statusBar(), &QStatusBar::showMessage);
}

void MainWindow::createMenus()
{
    auto *file = menuBar()->addMenu(tr("&File"));
    file->addActions({m_actions->newDatabase(), m_actions->open(), m_actions->openReadOnly(), m_actions->openApplication(), m_actions->openRemote(), m_actions->openServer(),
                      m_workspace->servers()->rollingReloadAction(), m_actions->openDemo()});
    m_recentMenu = new RecentMenu(tr("Open &Recent"), this);
    file->addMenu(m_recentMenu);
    auto *reopen = file->addMenu(QIcon::fromTheme(QStringLiteral("document-revert")), tr("Reopen &As"));
    for (auto mode : {storage::OpenMode::ReadWrite, storage::OpenMode::ReadOnlyLive, storage::OpenMode::Snapshot})
        reopen->addAction(m_actions->reopen(mode));
    file->addActions({m_actions->addMissing(), m_actions->checkIntegrity(), m_actions->close()});
    file->addSeparator();
    file->addAction(m_actions->quit());
    auto *view = menuBar()->addMenu(tr("&View"));
    view->addActions({m_actions->refresh(), m_actions->filter(), m_actions->activityLog()});
    view->addSeparator();
    view->addActions(m_actions->goToPage());
    m_pageMenu = menuBar()->addMenu(tr("&Actions"));
    menuBar()->addMenu(tr("&Settings"))->addAction(m_actions->settings());
    m_help = new HelpMenu(tr("&Help"), *m_actions, [this]() -> views::Page * {
        DatabaseView *view = currentView();
        return view ? view->page(view->currentPageId()) : nullptr;
    }, this);
    menuBar()->addMenu(m_help);
    connect(m_help, &HelpMenu::statusMessage, statusBar(), &QStatusBar::showMessage);
    m_toolBar = addToolBar(tr("Main"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_actions->open());
    m_toolBar->addAction(m_actions->refresh());
    m_toolBar->addSeparator();
}

void MainWindow::connectActions()
{
    const MainActions &a = *m_actions;
    connect(a.open(), &QAction::triggered, this, [this] { m_dialogs->chooseAndOpen(storage::OpenMode::Auto); });
    connect(a.openReadOnly(), &QAction::triggered, this, [this] { m_dialogs->chooseAndOpen(storage::OpenMode::ReadOnlyLive); });
    connect(a.openApplication(), &QAction::triggered, this, [this] { m_dialogs->chooseAndOpenApplication(); });
    connect(a.openRemote(), &QAction::triggered, m_dialogs, &WorkspaceDialogs::chooseAndOpenRemote);
    connect(a.openServer(), &QAction::triggered, this, [this] { m_workspace->servers()->chooseAndOpen(this); });
    connect(a.openDemo(), &QAction::triggered, m_dialogs, &WorkspaceDialogs::openDemo);
    connect(a.newDatabase(), &QAction::triggered, m_dialogs, &WorkspaceDialogs::chooseAndCreate);
    connect(a.settings(), &QAction::triggered, this, [this] {
        views::SettingsDialog dialog(this);
        connect(&dialog, &views::SettingsDialog::settingsChanged, this, &MainWindow::applySettings);
        dialog.exec();
    });
    connect(a.addMissing(), &QAction::triggered, this, [this] {
        if (DatabaseView *view = currentView())
            m_dialogs->addMissingTables(view);
    });
    connect(a.checkIntegrity(), &QAction::triggered, this, [this] {
        if (DatabaseView *view = currentView())
            m_workspace->checkIntegrity(view);
    });
    for (auto mode : {storage::OpenMode::ReadWrite, storage::OpenMode::ReadOnlyLive, storage::OpenMode::Snapshot})
        connect(a.reopen(mode), &QAction::triggered, this, [this, mode] { reopenCurrent(mode); });
    connect(a.close(), &QAction::triggered, this, &MainWindow::closeCurrent);
    connect(a.refresh(), &QAction::triggered, this, [this] {
        if (auto *server = currentServer())
            server->watch()->refresh();
        if (auto *view = currentView())
            if (auto *page = view->currentPage())
                page->refresh();
    });
    auto focusFilter = [this] {
        if (auto *view = currentView())
            if (auto *page = view->currentPage())
                page->focusFilter();
    };
    connect(a.filter(), &QAction::triggered, this, focusFilter);
    connect(a.slashFilter(), &QAction::triggered, this, focusFilter);
    connect(a.activityLog(), &QAction::triggered, this, &MainWindow::showActivityLog);
    for (int p = 0; p < a.goToPage().size(); ++p)
        connect(a.goToPage()[p], &QAction::triggered, this, [this, p] { m_sidebar->showPage(currentView(), p); });
    connect(a.quit(), &QAction::triggered, this, &QWidget::close);
    connect(m_recentMenu, &RecentMenu::openRequested, this, [this](const QString &path) { openDatabase(path); });
    connect(m_recentMenu, &RecentMenu::serverRequested, m_workspace->servers(), &ServerRoster::openWithStoredToken);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    using storage::settings::LayoutSettings;
    LayoutSettings::setState(QStringLiteral("MainWindow/geometry"), saveGeometry());
    LayoutSettings::setState(QStringLiteral("MainWindow/splitter"), static_cast<QSplitter *>(centralWidget())->saveState());
    event->accept();
}

void MainWindow::viewOpened(DatabaseView *view)
{
    m_sidebar->addView(view);
    connect(view, &DatabaseView::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(view, &DatabaseView::alertClicked, this, [this] {
        if (isMinimized())
            showNormal();
        raise();
        activateWindow();
    });
    updateFleetItem();
    m_sidebar->showPage(view, 0);
}

void MainWindow::viewClosed()
{
    updateFleetItem();
    // Another open database takes the place of the one closed.
    m_sidebar->selectAnother();
    currentChanged();
}

void MainWindow::closeCurrent()
{
    if (views::ServerPage *server = currentServer()) {
        m_workspace->servers()->close(server);
        if (!m_sidebar->currentItem() && m_sidebar->topLevelItemCount() > 0)
            m_sidebar->setCurrentItem(m_sidebar->topLevelItem(0));
        currentChanged();
        return;
    }
    if (DatabaseView *view = currentView())
        m_workspace->close(view);
}

void MainWindow::reopenCurrent(storage::OpenMode mode)
{
    DatabaseView *view = currentView();
    if (!view || !m_dialogs->mayReopen(view, mode))
        return;
    const int page = int(view->currentPageId());
    // Where it was in the sidebar, so that the entries below it stay under
    // the pointer (issue 32).
    const int place = m_sidebar->placeOf(view);
    DatabaseView *again = m_workspace->reopen(view, mode);
    if (!again || !m_sidebar->itemOf(again))
        return;
    m_sidebar->moveTo(again, place);
    m_sidebar->showPage(again, page);
}

void MainWindow::updateFleetItem()
{
    m_sidebar->updateFleetItem(m_workspace->servers()->pages().size());
}

DatabaseView *MainWindow::currentView() const
{
    return qobject_cast<DatabaseView *>(m_stack->currentWidget());
}

views::ServerPage *MainWindow::currentServer() const
{
    return qobject_cast<views::ServerPage *>(m_stack->currentWidget());
}

void MainWindow::currentChanged()
{
    QTreeWidgetItem *item = m_sidebar->currentItem();
    DatabaseView *view = Sidebar::viewOf(item);
    views::ServerPage *server = m_workspace->servers()->pageOf(item);
    const bool fleet = item && item == fleetItem();
    // Which database the window acts on, and how, is in the title.
    if (server)
        setWindowTitle(tr("%1 (Askr server) — Askr Desk").arg(server->title()));
    else if (view)
        setWindowTitle(tr("%1 (%2) — Askr Desk").arg(storage::shortName(view->session()->path()), storage::modeName(view->session()->mode())));
    else
        setWindowTitle(fleet ? tr("All databases — Askr Desk") : tr("Askr Desk"));
    m_actions->nameGoToPage(view);
    m_stack->setCurrentWidget(server ? static_cast<QWidget *>(server) : fleet ? m_fleetPage : view ? static_cast<QWidget *>(view) : m_empty);
    if (view && Sidebar::pageOf(item) >= 0)
        view->showPage(DatabaseView::PageId(Sidebar::pageOf(item)));
    views::Page *page = view ? view->page(view->currentPageId()) : nullptr;
    showPageActions(server ? server->pageActions() : page ? page->pageActions() : QList<QAction *>());
    updateStatus();
}

void MainWindow::showPageActions(const QList<QAction *> &actions)
{
    for (QAction *a : std::as_const(m_pageActionsShown)) {
        m_toolBar->removeAction(a);
        m_pageMenu->removeAction(a);
    }
    m_pageActionsShown = actions;
    m_pageMenu->addActions(actions);
    m_toolBar->addActions(actions);
    fitToolBar();
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
        IconTheme::followPalette(palette());
    QMainWindow::changeEvent(event);
}

void MainWindow::updateStatus()
{
    m_status->show(currentView(), currentServer());
    m_actions->enableFor(currentView(), currentServer());
}

void MainWindow::showActivityLog()
{
    if (!m_activityLog) {
        // A window of its own, so it can stay open beside the pages; Restore
        // goes to the database an entry names, when it is open here.
        m_activityLog = new views::ActivityLogWindow(storage::ActivityStore::defaultPath(), [this](const QString &source) -> storage::Session * {
            DatabaseView *view = m_workspace->find(source);
            return view ? view->session() : nullptr;
        }, this);
        m_activityLog->setWindowFlag(Qt::Window);
    }
    m_activityLog->show();
    m_activityLog->raise();
    m_activityLog->activateWindow();
}

} // namespace askr::app
