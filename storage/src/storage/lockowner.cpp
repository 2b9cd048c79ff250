#include "storage/lockowner.h"

#include <QCoreApplication>

namespace askr::storage {

namespace {

QString ownerTr(const char *text)
{
    return QCoreApplication::translate("askr::storage::LockOwner", text);
}

constexpr char UniqueJobMarker[] = "laravel_unique_job:";

// s:N:"…"; with N the byte length of what the quotes hold.
bool unserializeString(const QByteArray &value, QByteArray *inner)
{
    if (!value.startsWith("s:") || !value.endsWith("\";"))
        return false;
    const qsizetype colon = value.indexOf(':', 2);
    if (colon < 3 || colon + 1 >= value.size() || value.at(colon + 1) != '"')
        return false;
    bool ok = false;
    const qint64 n = value.mid(2, colon - 2).toLongLong(&ok);
    const qsizetype start = colon + 2;
    if (!ok || n < 0 || start + n + 2 != value.size())
        return false;
    if (inner)
        *inner = value.mid(start, n);
    return true;
}

} // namespace

QString notALockOwner(const QByteArray &type, qint64 size)
{
    if (type == "integer")
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a counter (an integer)"));
    if (type == "real")
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a number"));
    if (type != "text" && type != "blob")
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "no value"));
    if (size > MaxLockOwnerBytes)
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a value of %1 bytes, longer than any lock owner token")).arg(size);
    return {};
}

QByteArray lockToken(const QByteArray &value)
{
    QByteArray inner;
    return unserializeString(value, &inner) ? inner : value;
}

bool isSerializedToken(const QByteArray &value)
{
    return unserializeString(value, nullptr);
}

bool isLaravelLockName(const QByteArray &key)
{
    return key.contains(UniqueJobMarker) || key.contains("laravel-queue-overlap:") || key.contains("framework/schedule-");
}

QByteArray uniqueJobName(const QByteArray &key)
{
    const qsizetype at = key.indexOf(UniqueJobMarker);
    return at < 0 ? QByteArray() : key.mid(at + qsizetype(sizeof(UniqueJobMarker) - 1));
}

QByteArray uniqueJobClass(const QByteArray &key)
{
    const QByteArray name = uniqueJobName(key);
    const qsizetype colon = name.indexOf(':');
    return colon > 0 ? name.left(colon) : name;
}

} // namespace askr::storage
