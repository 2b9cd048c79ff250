#include "mainwindow.h"
#include "app_debug.h"
#include "emptystate.h"

#include <QAction>
#include <QApplication>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

namespace askr::app {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Askr Desk"));
    setWindowIcon(QIcon(QStringLiteral(":/askr/askr-desk.svg")));
    createActions();
    m_empty = new views::EmptyState(this);
    m_empty->setTitle(tr("No database open"));
    m_empty->setText(tr("Open a SQLite database written by the Askr runtime to watch its queues, cache and pub/sub log."));
    m_empty->addButton(tr("Open Database…"), m_openAction->icon());
    setCentralWidget(m_empty);
    statusBar()->showMessage(tr("Ready"));
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("MainWindow/geometry")).toByteArray());
    if (!settings.contains(QStringLiteral("MainWindow/geometry")))
        resize(1100, 700);
}

MainWindow::~MainWindow()
{
    QSettings().setValue(QStringLiteral("MainWindow/geometry"), saveGeometry());
}

void MainWindow::createActions()
{
    m_openAction = new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open Database…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setToolTip(tr("Open a SQLite database file"));
    m_quitAction = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setToolTip(tr("Quit Askr Desk"));
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    auto *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_openAction);
    file->addSeparator();
    file->addAction(m_quitAction);
}

} // namespace askr::app
