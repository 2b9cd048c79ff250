#include "operations/activity/intentresolver.h"

#include "operations_debug.h"

#include "askr_contracts_api.h"
#include "connection.h"
#include "operations/activity/activitylog.h"
#include "operations/activity/activityrun.h"
#include "operations/activity/processidentity.h"
#include "storage/activitystore.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace askr::operations {

namespace a = contracts::activity;
namespace q = contracts::queue;

QByteArray IntentResolver::deadLettersWitness(const QList<std::pair<qint64, contracts::Value>> &rows)
{
    QJsonArray list;
    for (const auto &[id, uuid] : rows) {
        QJsonObject o { { QStringLiteral("id"), id } };
        // A uuid is TEXT as Laravel writes it; one that is not text is
        // compared by its hex.
        if (uuid.kind() == contracts::Value::Text)
            o.insert(QStringLiteral("uuid"), QString::fromUtf8(uuid.toBytes()));
        else if (!uuid.isNull())
            o.insert(QStringLiteral("uuid_hex"), QString::fromLatin1(uuid.toBytes().toHex()));
        list.append(o);
    }
    return QJsonDocument(QJsonObject { { QStringLiteral("dead_letters"), list } }).toJson(QJsonDocument::Compact);
}

IntentResolver::Settled IntentResolver::judge(contracts::Connection &watched, const QString &phase, const QByteArray &witness)
{
    Settled s;
    if (phase != QLatin1String("committing")) {
        s.outcome = QStringLiteral("not done");
        s.how = tr("Its process stopped before the change was committed, so SQLite rolled it back.");
        return s;
    }
    const QJsonArray rows = QJsonDocument::fromJson(witness).object().value(QStringLiteral("dead_letters")).toArray();
    if (rows.isEmpty()) {
        s.outcome = QStringLiteral("unknown");
        s.how = tr("Its process stopped while the change was being committed, and nothing in the database tells whether it was.");
        return s;
    }
    int gone = 0;
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        const auto row = q::failedDetail(watched, qint64(o.value(QStringLiteral("id")).toDouble()));
        bool there = bool(row);
        if (there && o.contains(QStringLiteral("uuid")))
            there = row->uuid.kind() == contracts::Value::Text && row->uuid.toBytes() == o.value(QStringLiteral("uuid")).toString().toUtf8();
        else if (there && o.contains(QStringLiteral("uuid_hex")))
            there = row->uuid.toBytes().toHex() == o.value(QStringLiteral("uuid_hex")).toString().toLatin1();
        if (!there)
            ++gone;
    }
    if (gone == rows.size()) {
        s.outcome = QStringLiteral("done");
        s.how = tr("Its process stopped while the change was being committed; the dead letters it moved or deleted are gone, so it was.");
    } else if (gone == 0) {
        s.outcome = QStringLiteral("not done");
        s.how = tr("Its process stopped while the change was being committed; the dead letters it moved or deleted are still there, so it was not.");
    } else {
        s.outcome = QStringLiteral("unknown");
        s.how = tr("Its process stopped while the change was being committed; some of the dead letters it names are gone and some are not.");
    }
    return s;
}

QList<IntentResolver::Settled> IntentResolver::settle(contracts::Connection &act, contracts::Connection &watched, const QString &source, qint64 now)
{
    QList<Settled> out;
    for (const auto &intent : a::pendingIntents(act, source.toUtf8())) {
        const QString process = QString::fromUtf8(intent.process.toBytes());
        // Still applying it, or it will tell itself; this process's own
        // intents only while their action runs.
        const bool here = process == ProcessIdentity::current();
        if (!intent.process.isNull() && (here ? ActivityRun::isRunningHere(intent.activity_id.toInt()) : ProcessIdentity::isRunning(process)))
            continue;
        Settled s = judge(watched, QString::fromUtf8(intent.phase.toBytes()), intent.witness.toBytes());
        s.activityId = intent.activity_id.toInt();
        a::ResolveIntentParams p;
        p.activity_id = s.activityId;
        p.outcome = s.outcome.toUtf8();
        p.at = now;
        p.how = s.how.toUtf8();
        const bool done = s.outcome == QLatin1String("done");
        p.changed = done && !intent.previewed.isNull() ? std::optional<qint64>(intent.previewed.toInt()) : std::nullopt;
        p.error = done ? std::nullopt : std::optional<QByteArray>((s.outcome == QLatin1String("unknown") ? tr("Outcome unknown: %1") : tr("Not applied: %1")).arg(s.how).toUtf8());
        if (a::resolveIntent(act, p) > 0)
            out << s;
    }
    return out;
}

QList<IntentResolver::Settled> IntentResolver::settle(const QString &activityPath, contracts::Connection &watched, const QString &source)
{
    try {
        const auto act = storage::ActivityStore::connect(activityPath.isEmpty() ? ActivityLog::defaultPath() : activityPath);
        return settle(*act, watched, source, QDateTime::currentSecsSinceEpoch());
    } catch (const contracts::Error &e) {
        qCWarning(ASKR_OPERATIONS).noquote() << "the activity log's intents cannot be settled:" << e.message();
        return {};
    }
}

} // namespace askr::operations
