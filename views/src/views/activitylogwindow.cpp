#include "views/activitylogwindow.h"

#include "models/activity/activitylogmodel.h"
#include "operations/activity/activitylog.h"
#include "operations/queue/restoreactions.h"
#include "storage/activitystore.h"
#include "storage/session.h"
#include "views/actionrunner.h"
#include "views/restoreflow.h"
#include "views/headertips.h"
#include "views/messagebar.h"
#include "storage/settings/layoutsettings.h"
#include "storage/settings/recentsettings.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace askr::views {

using models::ActivityLogModel;

ActivityLogWindow::ActivityLogWindow(const QString &path, SessionFinder findSession, QWidget *parent)
    : QMainWindow(parent)
    , m_path(path)
    , m_findSession(std::move(findSession))
{
    setObjectName(QStringLiteral("activityLogWindow"));
    setWindowTitle(tr("Activity Log"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    QString error;
    m_session = storage::ActivityStore::openSession(path, &error);
    m_page = new QWidget(this);
    m_page->setProperty(MessageBar::hostProperty, true);
    m_model = new ActivityLogModel(m_session.get(), this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter = new QLineEdit(m_page);
    m_filter->setObjectName(QStringLiteral("activityFilter"));
    m_filter->setPlaceholderText(tr("Filter by action, database or what it touched"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    m_count = new QLabel(m_page);
    m_count->setObjectName(QStringLiteral("activityCount"));

    m_table = new QTableView(m_page);
    m_table->setObjectName(QStringLiteral("activityTable"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    QHeaderView *header = m_table->horizontalHeader();
    header->setHighlightSections(false);
    header->setStretchLastSection(false);
    for (int c = 0; c < ActivityLogModel::NUM_COLUMNS; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    // What it touched takes the room that is left; the detail shows it whole.
    header->setSectionResizeMode(ActivityLogModel::TouchedColumn, QHeaderView::Stretch);
    HeaderTips::install(header);

    m_detail = new QPlainTextEdit(m_page);
    m_detail->setObjectName(QStringLiteral("activityDetail"));
    m_detail->setReadOnly(true);
    m_detail->setPlaceholderText(tr("Select an entry to see all of it."));

    auto *splitter = new QSplitter(Qt::Vertical, m_page);
    splitter->addWidget(m_table);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_count);
    auto *layout = new QVBoxLayout(m_page);
    layout->addLayout(filterRow);
    layout->addWidget(splitter, 1);
    setCentralWidget(m_page);

    m_restoreAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("&Restore Dead Letters…"), this);
    m_restoreAction->setObjectName(QStringLiteral("restoreAction"));
    m_restoreAction->setShortcut(QKeySequence::Undo);
    m_restoreAction->setToolTip(tr("Put the dead letters this Forget kept back into its database, with their uuid and exception, after a preview"));
    connect(m_restoreAction, &QAction::triggered, this, &ActivityLogWindow::restoreSelected);
    m_exportAction = new QAction(QIcon::fromTheme(QStringLiteral("document-export")), tr("&Export…"), this);
    m_exportAction->setObjectName(QStringLiteral("exportActivityAction"));
    m_exportAction->setShortcut(QKeySequence::Save);
    m_exportAction->setToolTip(tr("Write the entries shown to a CSV or JSON file"));
    connect(m_exportAction, &QAction::triggered, this, &ActivityLogWindow::chooseExport);
    m_refreshAction = new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Re&fresh"), this);
    m_refreshAction->setObjectName(QStringLiteral("refreshActivityAction"));
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_refreshAction->setToolTip(tr("Read the log again (it also follows new entries by itself)"));
    connect(m_refreshAction, &QAction::triggered, m_model, &ActivityLogModel::refresh);
    auto *close = new QAction(QIcon::fromTheme(QStringLiteral("window-close")), tr("&Close"), this);
    close->setShortcut(QKeySequence::Close);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);

    auto *toolbar = addToolBar(tr("Activity"));
    toolbar->setObjectName(QStringLiteral("activityToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->setMovable(false);
    toolbar->addAction(m_restoreAction);
    toolbar->addAction(m_exportAction);
    toolbar->addAction(m_refreshAction);
    m_table->addAction(m_restoreAction);
    m_table->addAction(m_exportAction);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ActivityLogWindow::updateSelection);
    connect(m_model, &ActivityLogModel::refreshed, this, &ActivityLogWindow::updateSelection);
    connect(m_model, &ActivityLogModel::errorOccurred, this, [this](const QString &message) { notify(m_page, tr("Activity Log"), message, true); });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ActivityLogWindow::updateSelection);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &ActivityLogWindow::updateSelection);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ActivityLogWindow::updateSelection);

    resize(1100, 600);
    restoreGeometry(storage::settings::LayoutSettings::state(QStringLiteral("ActivityLog/geometry")));
    updateSelection();
    if (!m_session)
        notify(m_page, tr("Activity Log"), error, true);
    else
        m_model->refresh();
}

ActivityLogWindow::~ActivityLogWindow()
{
    storage::settings::LayoutSettings::setState(QStringLiteral("ActivityLog/geometry"), saveGeometry());
}

qint64 ActivityLogWindow::selectedId() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(ActivityLogModel::EntryIdRole).toLongLong();
}

void ActivityLogWindow::updateSelection()
{
    m_count->setText(m_proxy->rowCount() == m_model->rowCount() ? tr("%n entries", nullptr, m_model->rowCount())
                                                                 : tr("%1 of %n entries", nullptr, m_model->rowCount()).arg(m_proxy->rowCount()));
    const operations::ActivityEntry *entry = nullptr;
    if (const qint64 id = selectedId())
        for (const operations::ActivityEntry &e : m_model->entries())
            if (e.id == id)
                entry = &e;
    m_restoreAction->setEnabled(entry && entry->kept > 0);
    m_restoreAction->setStatusTip(!entry || entry->kept > 0 ? QString() : tr("Only a Forget of dead letters keeps what it removes"));
    m_exportAction->setEnabled(m_proxy->rowCount() > 0);
    if (!entry) {
        m_detail->clear();
        return;
    }
    auto count = [](std::optional<qint64> n) { return n ? QLocale().toString(*n) : QStringLiteral("—"); };
    QStringList lines;
    lines << tr("When: %1").arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(entry->at), QLocale::LongFormat))
          << tr("Database: %1").arg(entry->source)
          << tr("From: %1").arg(entry->origin == QLatin1String("cli") ? QStringLiteral("askr-deskctl") : tr("the window"))
          << tr("Action: %1").arg(entry->title)
          << tr("Previewed: %1 · Changed: %2 · Kept: %3").arg(count(entry->previewed), count(entry->changed), QLocale().toString(entry->kept));
    if (!entry->error.isEmpty())
        lines << tr("Failed: %1").arg(entry->error);
    lines << QString() << entry->touched;
    m_detail->setPlainText(lines.join(QLatin1Char('\n')));
}

void ActivityLogWindow::restoreSelected()
{
    const qint64 id = selectedId();
    const operations::ActivityEntry *entry = nullptr;
    for (const operations::ActivityEntry &e : m_model->entries())
        if (e.id == id)
            entry = &e;
    if (!entry || entry->kept == 0)
        return;
    const QString title = operations::RestoreActions::title();
    storage::Session *target = m_findSession ? m_findSession(entry->source) : nullptr;
    if (!target) {
        notify(m_page, title, tr("Open %1 first: dead letters go back into the database they were forgotten from.").arg(entry->source), true);
        return;
    }
    if (target->isReadOnly()) {
        notify(m_page, title, tr("%1 is open read-only: %2").arg(entry->source, target->readOnlyReason()), true);
        return;
    }
    runRestore(m_page, target, m_path, id);
}

void ActivityLogWindow::chooseExport()
{
    using storage::settings::RecentSettings;
    const QString dir = RecentSettings::folder(RecentSettings::ActivityExportDir, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    const QString suggested = QDir(dir).filePath(QStringLiteral("askr-activity-%1.csv").arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Activity Log"), suggested, tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty())
        return;
    RecentSettings::setFolderOf(RecentSettings::ActivityExportDir, path);
    exportTo(path);
}

void ActivityLogWindow::exportTo(const QString &path)
{
    QList<operations::ActivityEntry> shown;
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        if (const auto *e = m_model->entryAt(m_proxy->mapToSource(m_proxy->index(row, 0)).row()))
            shown << *e;
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    const QByteArray bytes = json ? QJsonDocument(operations::ActivityLog::toJson(shown)).toJson() : operations::ActivityLog::toCsv(shown);
    // Written aside and renamed: an export that fails leaves no half file.
    QSaveFile file(path);
    // What was done to whose data: for the owner's eyes only.
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)
        || file.write(bytes) != bytes.size() || !file.commit()) {
        notify(m_page, tr("Export Activity Log"), tr("%1 cannot be written: %2").arg(path, file.errorString()), true);
        return;
    }
    notify(m_page, tr("Export Activity Log"), tr("Exported %n entries to %1.", nullptr, int(shown.size())).arg(path));
}

} // namespace askr::views
