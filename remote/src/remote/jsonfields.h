#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

// Reading the admin plane's JSON: a field that is missing or of another
// type is unknown (nullopt), never zero; written back as null.
namespace askr::remote::jsonfields {

inline std::optional<qint64> integer(const QJsonObject &o, const char *name)
{
    const QJsonValue v = o.value(QLatin1String(name));
    return v.isDouble() ? std::optional<qint64>(qint64(v.toDouble())) : std::nullopt;
}

inline std::optional<double> real(const QJsonObject &o, const char *name)
{
    const QJsonValue v = o.value(QLatin1String(name));
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

inline std::optional<QString> text(const QJsonObject &o, const char *name)
{
    const QJsonValue v = o.value(QLatin1String(name));
    return v.isString() ? std::optional<QString>(v.toString()) : std::nullopt;
}

template<typename T>
QJsonValue nullable(const std::optional<T> &v)
{
    if (!v)
        return QJsonValue(QJsonValue::Null);
    if constexpr (std::is_same_v<T, QString>)
        return QJsonValue(*v);
    else
        return QJsonValue(double(*v));
}

} // namespace askr::remote::jsonfields
