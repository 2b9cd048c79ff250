#include "operations/activity/activitylog.h"

#include "askr_contracts_api.h"
#include "storage/activitystore.h"
#include "storage/settings/activitysettings.h"

#include <QDateTime>
#include <QJsonObject>

namespace askr::operations {

namespace a = contracts::activity;

namespace {

template<typename Row>
ActivityEntry entryOf(const Row &r)
{
    auto optional = [](const contracts::Value &v) { return v.isNull() ? std::nullopt : std::optional<qint64>(v.toInt()); };
    return { r.id.toInt(), r.at.toInt(), QString::fromUtf8(r.source.toBytes()), QString::fromUtf8(r.origin.toBytes()),
             QString::fromUtf8(r.title.toBytes()), QString::fromUtf8(r.touched.toBytes()), optional(r.previewed), optional(r.changed),
             QString::fromUtf8(r.error.toBytes()), r.kept.toInt(), QString::fromUtf8(r.phase.toBytes()),
             QString::fromUtf8(r.outcome.toBytes()), QString::fromUtf8(r.how.toBytes()) };
}

QString isoTime(qint64 at)
{
    return QDateTime::fromSecsSinceEpoch(at, Qt::UTC).toString(Qt::ISODate);
}

} // namespace

QString ActivityEntry::state() const
{
    if (!phase.isEmpty())
        return QStringLiteral("running");
    if (!outcome.isEmpty())
        return outcome;
    return error.isEmpty() ? QStringLiteral("done") : QStringLiteral("failed");
}

ActivityLog::ActivityLog(const QString &path)
    : m_path(path)
{
}

QString ActivityLog::defaultPath()
{
    return storage::ActivityStore::defaultPath();
}

int ActivityLog::retentionDays()
{
    return storage::settings::ActivitySettings::retentionDays();
}

void ActivityLog::setRetentionDays(int days)
{
    storage::settings::ActivitySettings::setRetentionDays(days);
}

QList<ActivityEntry> ActivityLog::entries(qint64 beforeId, int limit) const
{
    const auto db = storage::ActivityStore::connect(m_path);
    return entriesOn(*db, beforeId, limit);
}

QList<ActivityEntry> ActivityLog::entriesOn(contracts::Connection &act, qint64 beforeId, int limit)
{
    QList<ActivityEntry> out;
    for (const auto &r : a::activities(act, beforeId, limit))
        out << entryOf(r);
    return out;
}

std::optional<ActivityEntry> ActivityLog::entry(qint64 id) const
{
    const auto db = storage::ActivityStore::connect(m_path);
    const auto r = a::activity(*db, id);
    return r ? std::optional<ActivityEntry>(entryOf(*r)) : std::nullopt;
}

std::vector<KeptFailedJob> ActivityLog::kept(qint64 activityId, qint64 afterId, int limit) const
{
    const auto db = storage::ActivityStore::connect(m_path);
    std::vector<KeptFailedJob> out;
    a::KeptFailedParams p;
    p.activity_id = activityId;
    p.after_id = afterId;
    p.page_size = limit;
    for (const auto &r : a::keptFailed(*db, p))
        out.push_back({ r.original_id.toInt(), r.uuid, r.queue, r.payload, r.exception, r.attempts, r.failed_at,
                        r.restored_at.isNull() ? std::nullopt : std::optional<qint64>(r.restored_at.toInt()) });
    return out;
}

qint64 ActivityLog::prune(int days, qint64 now) const
{
    const auto db = storage::ActivityStore::connect(m_path);
    return pruneOn(*db, days, now);
}

qint64 ActivityLog::pruneOn(contracts::Connection &act, int days, qint64 now)
{
    return a::prune(act, now - qint64(days) * 86400);
}

QByteArray ActivityLog::toCsv(const QList<ActivityEntry> &entries)
{
    // RFC 4180: every text quoted, quotes doubled; numbers bare. A text a
    // spreadsheet would run as a formula (names come from the watched
    // database, which is untrusted) gets a leading apostrophe.
    auto text = [](const QString &s) -> QByteArray {
        const bool formula = !s.isEmpty() && QStringLiteral("=+-@\t\r").contains(s.front());
        return '"' + (formula ? QByteArray("'") : QByteArray()) + s.toUtf8().replace('"', "\"\"") + '"';
    };
    auto number = [](std::optional<qint64> n) { return n ? QByteArray::number(*n) : QByteArray(); };
    QByteArray out("id,at,source,origin,title,touched,previewed,changed,error,kept,state\r\n");
    for (const ActivityEntry &e : entries) {
        const QByteArrayList cells { QByteArray::number(e.id), isoTime(e.at).toUtf8(), text(e.source), text(e.origin), text(e.title),
                                     text(e.touched), number(e.previewed), number(e.changed), text(e.error), QByteArray::number(e.kept),
                                     text(e.state()) };
        out += cells.join(',') + "\r\n";
    }
    return out;
}

QJsonArray ActivityLog::toJson(const QList<ActivityEntry> &entries)
{
    auto number = [](std::optional<qint64> n) { return n ? QJsonValue(*n) : QJsonValue(); };
    QJsonArray out;
    for (const ActivityEntry &e : entries)
        out.append(QJsonObject { { QStringLiteral("id"), e.id }, { QStringLiteral("at"), isoTime(e.at) },
                                 { QStringLiteral("source"), e.source }, { QStringLiteral("origin"), e.origin },
                                 { QStringLiteral("title"), e.title }, { QStringLiteral("touched"), e.touched },
                                 { QStringLiteral("previewed"), number(e.previewed) }, { QStringLiteral("changed"), number(e.changed) },
                                 { QStringLiteral("error"), e.error.isEmpty() ? QJsonValue() : QJsonValue(e.error) },
                                 { QStringLiteral("kept"), e.kept }, { QStringLiteral("state"), e.state() },
                                 { QStringLiteral("how"), e.how.isEmpty() ? QJsonValue() : QJsonValue(e.how) } });
    return out;
}

} // namespace askr::operations
