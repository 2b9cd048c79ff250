#include "storage/settings/store.h"

#include <QSettings>

#include <cmath>
#include <limits>

namespace askr::storage::settings {

Store::Store(File file)
    : m_settings(file == File::Desk ? std::make_unique<QSettings>(QStringLiteral("askr"), QStringLiteral("askr-desk")) : std::make_unique<QSettings>())
{
}

Store::~Store() = default;

void Store::remove(const QString &key)
{
    m_settings->remove(key);
}

QStringList Store::childKeys(const QString &group) const
{
    m_settings->beginGroup(group);
    const QStringList keys = m_settings->childKeys();
    m_settings->endGroup();
    return keys;
}

QString Store::fileName() const
{
    return m_settings->fileName();
}

void Store::sync()
{
    m_settings->sync();
}

QVariant Store::raw(const QString &key) const
{
    return m_settings->value(key);
}

void Store::put(const QString &key, const QVariant &value)
{
    m_settings->setValue(key, value);
}

namespace {
bool isText(const QVariant &v)
{
    return v.typeId() == QMetaType::QString || v.typeId() == QMetaType::QByteArray;
}

bool isNumber(const QVariant &v)
{
    switch (v.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}

std::optional<qint64> integer(const QVariant &v)
{
    if (!isText(v) && !isNumber(v))
        return std::nullopt;
    bool ok = false;
    const qint64 n = v.toLongLong(&ok);
    return ok ? std::optional<qint64>(n) : std::nullopt;
}
} // namespace

template<>
std::optional<bool> Store::convert<bool>(const QVariant &v)
{
    if (v.typeId() == QMetaType::Bool)
        return v.toBool();
    const QString text = isText(v) || isNumber(v) ? v.toString().trimmed().toLower() : QString();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    return std::nullopt;
}

template<>
std::optional<qint64> Store::convert<qint64>(const QVariant &v)
{
    return integer(v);
}

template<>
std::optional<int> Store::convert<int>(const QVariant &v)
{
    const std::optional<qint64> n = integer(v);
    if (!n)
        return std::nullopt;
    return int(std::clamp<qint64>(*n, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

template<>
std::optional<double> Store::convert<double>(const QVariant &v)
{
    if (!isText(v) && !isNumber(v))
        return std::nullopt;
    bool ok = false;
    const double d = v.toDouble(&ok);
    return ok && std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
}

template<>
std::optional<QString> Store::convert<QString>(const QVariant &v)
{
    return isText(v) || isNumber(v) ? std::optional<QString>(v.toString()) : std::nullopt;
}

template<>
std::optional<QStringList> Store::convert<QStringList>(const QVariant &v)
{
    // An INI file holds a list of one as that one text.
    if (isText(v))
        return QStringList{v.toString()};
    if (v.typeId() == QMetaType::QStringList)
        return v.toStringList();
    if (v.typeId() == QMetaType::QVariantList) {
        QStringList out;
        for (const QVariant &item : v.toList()) {
            if (!isText(item) && !isNumber(item))
                return std::nullopt;
            out << item.toString();
        }
        return out;
    }
    return std::nullopt;
}

template<>
std::optional<QByteArray> Store::convert<QByteArray>(const QVariant &v)
{
    return isText(v) ? std::optional<QByteArray>(v.toByteArray()) : std::nullopt;
}

template<>
std::optional<QVariantMap> Store::convert<QVariantMap>(const QVariant &v)
{
    return v.typeId() == QMetaType::QVariantMap ? std::optional<QVariantMap>(v.toMap()) : std::nullopt;
}

} // namespace askr::storage::settings
