#include "remote/servererrors.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace askr::remote {

std::optional<ServerErrors> ServerErrors::parse(const QByteArray &body, QString *error)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (!doc.isObject()) {
        if (error)
            *error = QCoreApplication::translate("askr::remote", "the recorded errors are not a JSON object");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    ServerErrors e;
    e.enabled = o.value(QLatin1String("enabled")).toBool();
    for (const QJsonValue &v : o.value(QLatin1String("errors")).toArray()) {
        const QJsonObject r = v.toObject();
        const QJsonValue id = r.value(QLatin1String("id"));
        if (!id.isString())
            continue;
        const QJsonValue status = r.value(QLatin1String("status"));
        e.errors.append({id.toString(), status.isDouble() ? std::optional<int>(status.toInt()) : std::nullopt});
    }
    return e;
}

QJsonObject ServerErrors::toJson() const
{
    QJsonArray list;
    for (const Recorded &r : errors)
        list.append(QJsonObject{{QStringLiteral("id"), r.id},
                                {QStringLiteral("status"), r.status ? QJsonValue(*r.status) : QJsonValue(QJsonValue::Null)},
                                {QStringLiteral("replay"), replayCommand(r.id)}});
    return QJsonObject{{QStringLiteral("enabled"), enabled}, {QStringLiteral("errors"), list}};
}

QString ServerErrors::replayCommand(const QString &id)
{
    return QStringLiteral("askr replay %1.json").arg(id);
}

} // namespace askr::remote
