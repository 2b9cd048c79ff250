#include "models/overview/fleetmodel.h"
#include "models/ignoredfailure.h"

#include "models/changethrottle.h"
#include "models/freshness.h"
#include "models/overview/overviewmodel.h"
#include "operations/format/format.h"
#include "storage/session.h"
#include "storage/settings/fleetsettings.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <climits>

namespace askr::models {

namespace {

// The metric each figure column shows.
OverviewModel::Metric metricOf(int column)
{
    switch (column) {
    case FleetModel::ReadyColumn:
        return OverviewModel::Ready;
    case FleetModel::FailedColumn:
        return OverviewModel::Failed;
    case FleetModel::OldestReadyColumn:
        return OverviewModel::OldestReadyAge;
    case FleetModel::LiveKeysColumn:
        return OverviewModel::LiveKeys;
    case FleetModel::NewestSeqColumn:
        return OverviewModel::NewestSeq;
    default:
        return OverviewModel::MaxLag;
    }
}

// What a replica lacks: "3 events, 1 dead letter", only the figures not 0.
QString lacking(const ReplicaLag::Behind &b)
{
    auto n = [](qint64 v) { return int(std::min<qint64>(v, INT_MAX)); };
    QStringList parts;
    if (b.events)
        parts << FleetModel::tr("%n event(s)", nullptr, n(b.events));
    if (b.jobs)
        parts << FleetModel::tr("%n job(s)", nullptr, n(b.jobs));
    if (b.deadLetters)
        parts << FleetModel::tr("%n dead letter(s)", nullptr, n(b.deadLetters));
    return parts.join(QLatin1String(", "));
}

} // namespace

FleetModel::FleetModel(QObject *parent)
    : MergingTableModel(parent)
{
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        for (size_t i = 0; i < m_rows.size(); ++i)
            if (m_rows[i].primary)
                cellsChanged(int(i), int(i), BehindColumn, BehindColumn);
    });
    m_keepFresh.setInterval(1000);
    connect(&m_keepFresh, &QTimer::timeout, this, &FleetModel::readDueFigures);
}

void FleetModel::readDueFigures()
{
    for (const Row &r : m_rows)
        if (r.overview && r.session && r.session->schema().inspected && !r.session->schema().empty())
            r.overview->keepFresh();
}

void FleetModel::setShown(bool shown)
{
    if (shown == m_keepFresh.isActive())
        return;
    if (!shown) {
        m_keepFresh.stop();
        return;
    }
    m_keepFresh.start();
    // What was read while the fleet was away is old now: read what is due at once.
    readDueFigures();
}

void FleetModel::addDatabase(storage::Session *session, OverviewModel *overview)
{
    if (!session || !overview || rowOf(session) >= 0)
        return;
    std::vector<Row> added(1);
    added.front().session = session;
    added.front().overview = overview;
    appendRows(m_rows, std::move(added));
    connect(overview, &OverviewModel::dataChanged, this, [this, overview] { rowChanged(overview); });
    connect(session, &storage::Session::reachabilityChanged, this, [this, session] { rowChanged(session); });
    connect(session, &storage::Session::schemaChanged, this, [this, session] {
        rowChanged(session);
        askRole(session);
        if (following())
            readHeads(session); // opened after it was chosen to follow or be followed
    });
    connect(session, &QObject::destroyed, this, [this, session] { removeDatabase(session); });
    // Heads are read on a change, at most once a second, and only while some
    // database follows another.
    auto *follow = new ChangeThrottle(session, session, 1000, [self = QPointer<FleetModel>(this), session] {
        if (self && self->following())
            self->readHeads(session);
    });
    follow->setFollowHidden(true);
    restorePrimaries();
}

QString FleetModel::addressOf(const storage::Session *session)
{
    if (session->plan().remote)
        return session->plan().url.toString(QUrl::RemoveUserInfo);
    const QFileInfo info(session->path());
    return info.canonicalFilePath().isEmpty() ? info.absoluteFilePath() : info.canonicalFilePath();
}

QString FleetModel::nameOf(const storage::Session *session)
{
    return storage::shortName(session->plan().remote ? session->plan().url.toString() : session->path());
}

void FleetModel::restorePrimaries()
{
    bool changed = false;
    for (Row &replica : m_rows) {
        if (!replica.session || replica.primaryChosen)
            continue;
        const QString wanted = storage::settings::FleetSettings::primaryOf(addressOf(replica.session));
        if (wanted.isEmpty())
            continue;
        for (const Row &primary : m_rows)
            if (primary.session && primary.session != replica.session && addressOf(primary.session) == wanted) {
                replica.primary = primary.session;
                replica.primaryChosen = true;
                changed = true;
            }
    }
    if (changed)
        updateFollowing();
}

void FleetModel::askRole(storage::Session *session)
{
    const int row = rowOf(session);
    if (row < 0 || m_rows[size_t(row)].roleAsked || !session->plan().remote || !session->isOpen())
        return;
    m_rows[size_t(row)].roleAsked = true;
    session->query(
        QStringLiteral("fleet-role"), this, [](contracts::Connection &db) { return operations::database::serverRole(db); },
        [this, session](contracts::ServerRole role) {
            const int row = rowOf(session);
            if (row < 0)
                return;
            m_rows[size_t(row)].role = role;
            rowChanged(session);
            assumePrimaries();
        },
        [this, session](const storage::Failure &f) {
            logIgnoredFailure("asking a server's role", f);
            const int row = rowOf(session);
            if (row >= 0)
                m_rows[size_t(row)].roleAsked = false; // asked again on the next schema read
        });
}

void FleetModel::assumePrimaries()
{
    const Row *only = nullptr;
    int primaries = 0;
    for (const Row &r : m_rows)
        if (r.session && r.role == contracts::ServerRole::Primary) {
            only = &r;
            ++primaries;
        }
    bool changed = false;
    for (size_t i = 0; i < m_rows.size(); ++i) {
        Row &r = m_rows[i];
        if (r.role != contracts::ServerRole::Replica || r.primaryChosen)
            continue;
        storage::Session *wanted = primaries == 1 ? only->session.data() : nullptr;
        if (r.primary == wanted)
            continue;
        r.primary = wanted;
        changed = true;
        cellsChanged(int(i), int(i), PrimaryColumn, BehindColumn);
    }
    if (changed)
        updateFollowing();
}

void FleetModel::setPrimary(storage::Session *replica, storage::Session *primary)
{
    const int row = rowOf(replica);
    if (row >= 0 && primary != replica) {
        m_rows[size_t(row)].primary = primary;
        m_rows[size_t(row)].primaryChosen = true;
        storage::settings::FleetSettings::setPrimary(addressOf(replica), primary ? addressOf(primary) : QString());
        cellsChanged(row, row, PrimaryColumn, BehindColumn);
    }
    updateFollowing();
}

void FleetModel::updateFollowing()
{
    if (following()) {
        m_tick.start();
        for (const Row &r : m_rows)
            if (r.session && !r.heads)
                readHeads(r.session);
    } else {
        m_tick.stop();
    }
}

storage::Session *FleetModel::primaryOf(const storage::Session *replica) const
{
    const int row = rowOf(replica);
    return row >= 0 ? m_rows[size_t(row)].primary.data() : nullptr;
}

bool FleetModel::following() const
{
    return std::any_of(m_rows.begin(), m_rows.end(), [](const Row &r) { return !r.primary.isNull(); });
}

void FleetModel::readHeads(storage::Session *session)
{
    const int row = rowOf(session);
    if (row < 0 || m_rows[size_t(row)].reading || !session->isOpen())
        return;
    m_rows[size_t(row)].reading = true;
    const bool queue = session->schema().hasQueue();
    const bool pubsub = session->schema().hasPubSub();
    session->query(
        QStringLiteral("fleet-heads"), this, [queue, pubsub](contracts::Connection &db) { return operations::database::heads(db, queue, pubsub); },
        [this, session](operations::database::Heads heads) {
            const int row = rowOf(session);
            if (row < 0)
                return;
            Row &r = m_rows[size_t(row)];
            r.reading = false;
            r.heads = heads;
            r.samples.addPrimarySample(QDateTime::currentMSecsSinceEpoch(), heads);
            // This row, and every row that follows it.
            for (size_t i = 0; i < m_rows.size(); ++i)
                if (int(i) == row || m_rows[i].primary == session)
                    cellsChanged(int(i), int(i), BehindColumn, BehindColumn);
        },
        [this, session](const storage::Failure &f) {
            logIgnoredFailure("reading a database's heads", f);
            const int row = rowOf(session);
            if (row >= 0)
                m_rows[size_t(row)].reading = false;
        });
}

std::optional<ReplicaLag::Behind> FleetModel::behind(const storage::Session *replica) const
{
    const int row = rowOf(replica);
    if (row < 0)
        return std::nullopt;
    const Row &r = m_rows[size_t(row)];
    const int p = rowOf(r.primary.data());
    if (p < 0 || !r.heads || !m_rows[size_t(p)].samples.hasSamples())
        return std::nullopt;
    return m_rows[size_t(p)].samples.behind(*r.heads, QDateTime::currentMSecsSinceEpoch());
}

QString FleetModel::behindText(const Row &row) const
{
    if (!row.primary)
        return QStringLiteral("—");
    const auto b = behind(row.session.data());
    if (!b)
        return tr("Reading…");
    if (b->inStep())
        return tr("In step");
    const QString age = operations::formatDuration(b->seconds);
    return tr("%1 · %2").arg(lacking(*b), b->sinceBeforeSampling ? tr("over %1").arg(age) : age);
}

void FleetModel::removeDatabase(storage::Session *session)
{
    // A row whose session is gone goes too: destroyed() comes after the
    // pointer is null.
    if (eraseRowsIf(m_rows, [session](const Row &r) { return r.session == session || r.session.isNull(); }))
        assumePrimaries();
}

storage::Session *FleetModel::sessionAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[size_t(row)].session.data() : nullptr;
}

int FleetModel::rowOf(const QObject *sessionOrOverview) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].session == sessionOrOverview || m_rows[i].overview == sessionOrOverview)
            return int(i);
    return -1;
}

void FleetModel::rowChanged(const QObject *sessionOrOverview)
{
    const int row = rowOf(sessionOrOverview);
    if (row >= 0)
        cellsChanged(row, row, 0, NUM_COLUMNS - 1);
}

int FleetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int FleetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant FleetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[size_t(index.row())];
    const storage::Session *s = r.session.data();
    const OverviewModel *o = r.overview.data();
    if (!s || !o)
        return {};
    const int column = index.column();
    const bool figure = column >= ReadyColumn && column <= MaxLagColumn;
    const bool known = figure && o->available(metricOf(column));
    const bool stale = o->isStale();
    switch (role) {
    case StaleRole:
        return stale;
    case Qt::FontRole:
        return figure || column == StateColumn ? o->freshness()->look(role) : QVariant();
    case Qt::ForegroundRole:
        return figure ? o->freshness()->look(role) : QVariant();
    case Qt::DisplayRole:
        switch (column) {
        case DatabaseColumn:
            return nameOf(s);
        case PrimaryColumn:
            if (r.primary)
                return nameOf(r.primary.data());
            if (r.role == contracts::ServerRole::Primary)
                return tr("None: a primary");
            if (r.role == contracts::ServerRole::Replica)
                return tr("A replica: choose its primary");
            return QStringLiteral("—");
        case BehindColumn:
            return behindText(r);
        case ModeColumn:
            return storage::modeName(s->mode());
        case StateColumn: {
            QString state;
            if (!s->isReachable())
                state = tr("Not answering since %1").arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(s->unreachableSince()).time(), QLocale::ShortFormat));
            else if (!s->isOpen())
                state = tr("Opening…");
            else
                state = s->plan().remote ? tr("Answering") : tr("Open");
            // The figures' age, where they are not of now.
            if (stale)
                return tr("%1 · figures %2").arg(state, o->freshness()->asOf());
            const QString snapshot = Freshness::snapshotNote(s);
            return snapshot.isEmpty() ? state : tr("%1 · %2").arg(state, snapshot);
        }
        case OldestReadyColumn:
            if (!known)
                return QStringLiteral("—");
            return o->value(OverviewModel::Ready) > 0 ? operations::formatDuration(o->value(OverviewModel::OldestReadyAge)) : QStringLiteral("—");
        default:
            return known ? QVariant(operations::formatCount(o->value(metricOf(column)))) : QVariant(QStringLiteral("—"));
        }
    case SortRole:
        if (figure)
            return known ? o->value(metricOf(column)) : -1;
        if (column == BehindColumn) {
            // Unknown first, then in step, then by how long it lags.
            const auto b = behind(s);
            return !b ? -1 : b->inStep() ? 0 : b->seconds + 1;
        }
        return data(index, Qt::DisplayRole);
    case BehindEventsRole:
    case BehindJobsRole:
    case BehindSecondsRole: {
        const auto b = behind(s);
        if (!b)
            return {};
        return role == BehindEventsRole ? b->events : role == BehindJobsRole ? b->jobs : b->seconds;
    }
    case SessionRole:
        return QVariant::fromValue<QObject *>(r.session.data());
    case Qt::ToolTipRole:
        if (stale && (figure || column == StateColumn))
            return column == StateColumn && !s->isReachable() ? s->unreachableReason() + QLatin1Char('\n') + o->freshness()->explanation()
                                                                : o->freshness()->explanation();
        if (column == DatabaseColumn)
            return s->plan().remote ? s->plan().url.toString() : s->path();
        if (column == StateColumn && !s->isReachable())
            return s->unreachableReason();
        if (column == StateColumn && s->isSnapshot())
            return s->plan().reason;
        if (column == BehindColumn && r.primary) {
            const auto b = behind(s);
            if (!b)
                return tr("Reading the heads of both databases…");
            if (b->inStep())
                return tr("Has every event, job and dead letter that %1 has.").arg(nameOf(r.primary.data()));
            return tr("Lacks %1 that %2 has; the oldest of them reached it %3 ago.")
                .arg(lacking(*b), nameOf(r.primary.data()), b->sinceBeforeSampling ? tr("over %1").arg(operations::formatDuration(b->seconds)) : operations::formatDuration(b->seconds));
        }
        if (column == PrimaryColumn && r.primary && !r.primaryChosen)
            return tr("The server says this is a replica, and %1 is the only primary open, so it is taken as this one's primary. "
                      "Right-click to choose another.")
                .arg(nameOf(r.primary.data()));
        if (column == PrimaryColumn && r.role == contracts::ServerRole::Replica && !r.primary)
            return tr("The server says this is a replica. Its primary is not open, or several are: open it, then right-click to choose it.");
        if (column == PrimaryColumn)
            return tr("The database this one follows (a replica's primary). Right-click to choose it.");
        return {};
    case Qt::TextAlignmentRole:
        return figure ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

QVariant FleetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DatabaseColumn:
        return tr("Database");
    case ModeColumn:
        return tr("Mode");
    case ReadyColumn:
        return tr("Ready");
    case FailedColumn:
        return tr("Failed");
    case OldestReadyColumn:
        return tr("Oldest ready");
    case LiveKeysColumn:
        return tr("Live keys");
    case NewestSeqColumn:
        return tr("Newest event");
    case MaxLagColumn:
        return tr("Largest lag");
    case PrimaryColumn:
        return tr("Follows");
    case BehindColumn:
        return tr("Behind");
    case StateColumn:
        return tr("State");
    default:
        return {};
    }
}

} // namespace askr::models
