#include "models/pubsub/subscribersmodel.h"
#include "models/requestkey.h"
#include "models/identity.h"

#include "askr_contracts_api.h"
#include "models/pubsub/pubsubcommon.h"
#include "operations/format/format.h"
#include "storage/session.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QSet>

#include <algorithm>

namespace askr::models {

using contracts::Connection;
using contracts::Value;
namespace api = contracts::pubsub;

SubscribersModel::SubscribersModel(storage::Session *session, QObject *parent)
    : RereadModel(session, requestKey(this, "pubsub-subscribers"), parent)
{
}

SubscribersModel::~SubscribersModel() = default;

int SubscribersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SubscribersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

qint64 SubscribersModel::now() const
{
    return m_session ? m_session->now() : QDateTime::currentSecsSinceEpoch();
}

bool SubscribersModel::stalled(const Subscriber &s, qint64 now) const
{
    // A snapshot cannot show a cursor moving, so it cannot show one stop.
    if (session() && session()->isSnapshot())
        return false;
    // Times come from the file and may be anything: subtract without overflow.
    return s.lag > 0 && s.oldestUnread != 0 && operations::secondsBetween(now, s.oldestUnread) >= m_stallSeconds
        && operations::secondsBetween(now, s.updatedAt) >= m_stallSeconds;
}

SubscribersModel::State SubscribersModel::stateOf(const Subscriber &s, qint64 now) const
{
    if (stalled(s, now))
        return State::Stalled;
    if (s.lag <= 0)
        return State::CaughtUp;
    if (!s.oldestUnread || operations::secondsBetween(now, s.oldestUnread) < m_behindSeconds)
        return State::Reading;
    // Old unread events: behind, unless the lag shrank over the last minute
    // (then it is catching up).
    const auto it = m_history.constFind(s.id);
    if (it != m_history.constEnd()) {
        const std::deque<Sample> &h = *it;
        for (auto sample = h.crbegin(); sample != h.crend(); ++sample)
            if (sample->time <= now - LagTrendSeconds)
                return s.lag < sample->lag ? State::Reading : State::Behind;
    }
    return State::Behind;
}

SubscribersModel::State SubscribersModel::state(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? stateOf(m_rows[size_t(row)], now()) : State::CaughtUp;
}

QString SubscribersModel::stateName(State state)
{
    switch (state) {
    case State::CaughtUp:
        return tr("Caught up");
    case State::Reading:
        return tr("Reading");
    case State::Behind:
        return tr("Behind");
    case State::Stalled:
        return tr("Stalled");
    }
    return {};
}

void SubscribersModel::setBehindThreshold(qint64 seconds)
{
    m_behindSeconds = std::max<qint64>(1, seconds);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, NUM_COLUMNS - 1));
}

bool SubscribersModel::isStalled(int row) const
{
    return row >= 0 && row < int(m_rows.size()) && stalled(m_rows[size_t(row)], now());
}

int SubscribersModel::stalledCount() const
{
    return m_stalled;
}

Value SubscribersModel::name(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[size_t(row)].name : Value();
}

int SubscribersModel::rowOf(const Value &name) const
{
    const QByteArray id = pubsub::identity(name);
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].id == id)
            return int(i);
    return -1;
}

qint64 SubscribersModel::cursor(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[size_t(row)].cursor : 0;
}

qint64 SubscribersModel::lag(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[size_t(row)].lag : 0;
}

qint64 SubscribersModel::lagSeconds(int row) const
{
    if (row < 0 || row >= int(m_rows.size()) || !m_rows[size_t(row)].oldestUnread)
        return 0;
    return std::max<qint64>(0, operations::secondsBetween(now(), m_rows[size_t(row)].oldestUnread));
}

const std::deque<SubscribersModel::Sample> &SubscribersModel::history(const Value &name) const
{
    static const std::deque<Sample> none;
    auto it = m_history.constFind(pubsub::identity(name));
    return it == m_history.constEnd() ? none : *it;
}

void SubscribersModel::setStallThreshold(qint64 seconds)
{
    m_stallSeconds = std::max<qint64>(1, seconds);
    updateStalled();
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, NUM_COLUMNS - 1));
}

QVariant SubscribersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Subscriber &s = m_rows[size_t(index.row())];
    if (role == IdentityRole)
        return identityOf(s.name);
    const qint64 t = now();
    const bool isStalled = stalled(s, t);
    const State state = stateOf(s, t);
    const qint64 behind = s.oldestUnread ? std::max<qint64>(0, operations::secondsBetween(t, s.oldestUnread)) : 0;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return s.name.toDisplayString();
        case StatusColumn:
            if (isStalled)
                return tr("Stalled for %1").arg(operations::formatDuration(operations::secondsBetween(t, std::max(s.oldestUnread, s.updatedAt))));
            return stateName(state);
        case CursorColumn:
            return s.cursor;
        case LagColumn:
            return operations::formatCount(s.lag);
        case LagTimeColumn:
            return s.oldestUnread ? operations::formatDuration(behind) : QStringLiteral("—");
        case UpdatedColumn:
            return operations::formatRelative(s.updatedAt, t);
        }
        break;
    case SortRole:
        switch (index.column()) {
        case NameColumn:
            return s.name.toDisplayString();
        case StatusColumn:
            return int(state);
        case CursorColumn:
            return s.cursor;
        case LagColumn:
            return s.lag;
        case LagTimeColumn:
            return behind;
        case UpdatedColumn:
            return s.updatedAt;
        }
        break;
    case RawValueRole:
        return QVariant::fromValue(s.name);
    case StalledRole:
        return isStalled;
    case StateRole:
        return int(state);
    case Qt::TextAlignmentRole:
        if (index.column() != NameColumn && index.column() != StatusColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::BackgroundRole:
        if (isStalled) {
            // A warm tint that reads on light and dark palettes.
            QColor c(QStringLiteral("#da4453"));
            c.setAlpha(60);
            return QBrush(c);
        }
        if (state == State::Behind) {
            QColor c(QStringLiteral("#f67400")); // amber: a warning, not yet a fault
            c.setAlpha(50);
            return QBrush(c);
        }
        break;
    case Qt::FontRole:
        if (isStalled && index.column() == StatusColumn) {
            QFont f;
            f.setBold(true);
            return f;
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case StatusColumn:
            if (isStalled)
                return tr("No progress for %1 while unread events wait (threshold %2): check the consumer.")
                    .arg(operations::formatDuration(operations::secondsBetween(t, s.updatedAt)), operations::formatDuration(m_stallSeconds));
            if (state == State::Behind)
                return tr("Its oldest unread event is %1 old (threshold %2) and its lag has not shrunk in the last minute: it is not catching up.")
                    .arg(operations::formatDuration(behind), operations::formatDuration(m_behindSeconds));
            return s.lag > 0 ? tr("Unread events wait; the cursor moved %1.").arg(operations::formatRelative(s.updatedAt, t))
                             : tr("Has read everything up to the head (seq %1).").arg(m_head);
        case LagColumn:
            return tr("Head %1 − cursor %2. Sequence numbers are shared by all channels, so this is at most the number of unread events.")
                .arg(m_head)
                .arg(s.cursor);
        case LagTimeColumn:
            return s.oldestUnread ? tr("The oldest unread event was published %1.").arg(QDateTime::fromSecsSinceEpoch(s.oldestUnread).toString(Qt::ISODate))
                                  : tr("Nothing unread.");
        case UpdatedColumn:
            return QDateTime::fromSecsSinceEpoch(s.updatedAt).toString(Qt::ISODate);
        case NameColumn:
            return s.name.toDisplayString();
        }
        break;
    }
    return {};
}

QVariant SubscribersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= NUM_COLUMNS)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Subscriber");
        case StatusColumn:
            return tr("Status");
        case CursorColumn:
            return tr("Cursor");
        case LagColumn:
            return tr("Lag");
        case LagTimeColumn:
            return tr("Behind");
        case UpdatedColumn:
            return tr("Cursor moved");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (section) {
        case CursorColumn:
            return tr("The last sequence number the subscriber acknowledged");
        case LagColumn:
            return tr("Sequence numbers between the cursor and the head of the log");
        case LagTimeColumn:
            return tr("Age of the oldest event the subscriber has not read");
        case UpdatedColumn:
            return tr("When the cursor last moved (updated_at)");
        }
    }
    return {};
}

void SubscribersModel::refresh()
{
    if (!m_session || foldIntoRead())
        return;
    struct Result {
        std::vector<Subscriber> rows;
        qint64 head = 0;
    };
    read(
        [](Connection &db) {
            Result r;
            for (const auto &row : api::subscribers(db)) {
                Subscriber s;
                s.name = row.name;
                s.id = pubsub::identity(row.name);
                s.cursor = row.cursor.toInt();
                s.lag = row.lag.toInt();
                s.oldestUnread = row.oldest_unread_created_at.isNull() ? 0 : row.oldest_unread_created_at.toInt();
                s.updatedAt = row.updated_at.toInt();
                r.head = row.head.toInt();
                r.rows.push_back(std::move(s));
            }
            return r;
        },
        [this](Result r) {
            apply(std::move(r.rows), r.head);
            Q_EMIT refreshed();
        });
}

void SubscribersModel::rereadFolded(bool)
{
    refresh();
}

void SubscribersModel::apply(std::vector<Subscriber> rows, qint64 head)
{
    m_head = head;
    QSet<QByteArray> present;
    const qint64 t = now();
    for (const Subscriber &s : rows) {
        present.insert(s.id);
        std::deque<Sample> &h = m_history[s.id];
        const Sample sample{t, s.lag, s.oldestUnread ? std::max<qint64>(0, operations::secondsBetween(t, s.oldestUnread)) : 0};
        if (!h.empty() && h.back().time == t)
            h.back() = sample; // one sample per second is enough
        else
            h.push_back(sample);
        while (int(h.size()) > MaxSamples)
            h.pop_front();
    }
    m_history.removeIf([&](const auto &h) { return !present.contains(h.key()); });
    // Every row's state, ages and tint move with the clock.
    mergeRows(m_rows, std::move(rows), [](const Subscriber &s) { return s.id; }, replaceRow<Subscriber>);
    updateStalled();
}

void SubscribersModel::updateStalled()
{
    const qint64 t = now();
    int n = 0;
    qint64 next = 0;
    for (const Subscriber &s : m_rows) {
        if (stalled(s, t)) {
            ++n;
        } else if (s.lag > 0 && s.oldestUnread != 0) {
            // When it would become stalled if nothing moves (saturating: the
            // times come from the file).
            const qint64 latest = std::max(s.oldestUnread, s.updatedAt);
            qint64 at = 0;
            if (__builtin_add_overflow(latest, m_stallSeconds, &at))
                continue;
            next = next ? std::min(next, at) : at;
        }
    }
    if (next > t && m_session)
        m_session->scheduleWakeUp(next);
    if (n != m_stalled) {
        m_stalled = n;
        Q_EMIT stalledCountChanged(n);
    }
}

} // namespace askr::models
