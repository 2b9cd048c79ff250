#include "models/activity/activitylogmodel.h"

#include "models/identity.h"
#include "operations/format/format.h"

#include <QColor>
#include <QDateTime>
#include <QGuiApplication>
#include <QPalette>
#include <QLocale>

#include <tuple>

namespace askr::models {

using operations::ActivityEntry;

namespace {
auto fieldsOf(const ActivityEntry &e)
{
    return std::tie(e.at, e.source, e.origin, e.title, e.touched, e.previewed, e.changed, e.error, e.kept);
}
} // namespace

ActivityLogModel::ActivityLogModel(storage::Session *session, QObject *parent)
    : RereadModel(session, QStringLiteral("activity-log"), parent)
{
    if (session)
        connect(session, &storage::Session::changed, this, &ActivityLogModel::refresh);
}

void ActivityLogModel::refresh()
{
    if (!m_session || foldIntoRead())
        return;
    read([](contracts::Connection &db) { return operations::ActivityLog::entriesOn(db, std::numeric_limits<qint64>::max(), Shown); },
         [this](QList<ActivityEntry> fresh) {
             mergeRows(m_entries, std::vector<ActivityEntry>(fresh.begin(), fresh.end()), [](const ActivityEntry &e) { return e.id; },
                       [](ActivityEntry &shown, ActivityEntry &&e) {
                           if (fieldsOf(shown) == fieldsOf(e))
                               return false;
                           shown = std::move(e);
                           return true;
                       });
             Q_EMIT refreshed();
         });
}

void ActivityLogModel::rereadFolded(bool)
{
    refresh();
}

const ActivityEntry *ActivityLogModel::entryAt(int row) const
{
    return row >= 0 && row < rowCount() ? &m_entries[size_t(row)] : nullptr;
}

int ActivityLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int ActivityLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant ActivityLogModel::data(const QModelIndex &index, int role) const
{
    const ActivityEntry *e = index.isValid() ? entryAt(index.row()) : nullptr;
    if (!e)
        return {};
    auto count = [](std::optional<qint64> n) { return n ? QVariant(operations::formatCount(*n)) : QVariant(QStringLiteral("—")); };
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn:
            return QString::number(e->id); // as askr-deskctl restore takes it: no group separator
        case WhenColumn:
            return QLocale().toString(QDateTime::fromSecsSinceEpoch(e->at), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        case ActionColumn:
            return e->title;
        case DatabaseColumn:
            return e->source.section(QLatin1Char('/'), -1);
        case TouchedColumn:
            // A failure says why in place of what it touched.
            return e->error.isEmpty() ? e->touched.section(QLatin1Char('\n'), 0, 0) : tr("Failed: %1").arg(e->error.section(QLatin1Char('\n'), 0, 0));
        case PreviewedColumn:
            return count(e->previewed);
        case ChangedColumn:
            return count(e->changed);
        case KeptColumn:
            return e->kept ? QVariant(operations::formatCount(e->kept)) : QVariant();
        case OriginColumn:
            return e->origin == QLatin1String("cli") ? QStringLiteral("askr-deskctl") : tr("window");
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case WhenColumn:
            return operations::formatRelative(e->at, QDateTime::currentSecsSinceEpoch());
        case DatabaseColumn:
            return e->source;
        case TouchedColumn:
            return e->error.isEmpty() ? e->touched : tr("%1\n\nFailed: %2").arg(e->touched, e->error);
        case KeptColumn:
            return e->kept ? tr("Forget kept these dead letters in the activity file; Restore puts them back.") : QVariant();
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn || index.column() == PreviewedColumn || index.column() == ChangedColumn || index.column() == KeptColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ForegroundRole:
        if (!e->error.isEmpty() && index.column() == TouchedColumn) {
            // Red that reads on a light and on a dark base.
            const bool dark = QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
            return dark ? QColor(255, 120, 120) : QColor(176, 0, 32);
        }
        break;
    case IdentityRole:
        return QByteArray::number(e->id);
    case EntryIdRole:
        return e->id;
    }
    return {};
}

QVariant ActivityLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case IdColumn:
            return tr("ID");
        case WhenColumn:
            return tr("When");
        case ActionColumn:
            return tr("Action");
        case DatabaseColumn:
            return tr("Database");
        case TouchedColumn:
            return tr("What it touched");
        case PreviewedColumn:
            return tr("Previewed");
        case ChangedColumn:
            return tr("Changed");
        case KeptColumn:
            return tr("Kept");
        case OriginColumn:
            return tr("From");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case IdColumn:
            return tr("The entry's id, which askr-deskctl restore takes");
        case PreviewedColumn:
            return tr("What the preview counted before the question was asked");
        case ChangedColumn:
            return tr("Rows the action changed; — when it failed");
        case KeptColumn:
            return tr("Dead letters Forget kept, which can be restored");
        case OriginColumn:
            return tr("Whether the window or askr-deskctl ran it");
        }
    }
    return {};
}

} // namespace askr::models
