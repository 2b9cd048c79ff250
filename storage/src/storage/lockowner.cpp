#include "storage/lockowner.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace askr::storage {

namespace {

QString ownerTr(const char *text)
{
    return QCoreApplication::translate("askr::storage::LockOwner", text);
}

} // namespace

QString notALockOwner(const QByteArray &type, qint64 size, const QByteArray &head)
{
    if (type == "integer")
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a counter (an integer)"));
    if (type == "real")
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a number"));
    if (type != "text" && type != "blob")
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "no value"));
    if (size == 0)
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "an empty value"));
    if (size > MaxLockOwnerBytes)
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a value of %1 bytes, longer than any lock owner token")).arg(size);
    // PHP's serialize() as Laravel's cache store writes values: a:2:{…},
    // O:8:"stdClass":…, s:5:"hello";, i:42;, b:1;, N;
    static const QRegularExpression array(QStringLiteral("^a:\\d+:\\{"));
    static const QRegularExpression object(QStringLiteral("^[OC]:\\d+:\""));
    static const QRegularExpression scalar(
        QStringLiteral("^(s:\\d+:\".*\";|[idb]:[^;]*;|N;)$"), QRegularExpression::DotMatchesEverythingOption);
    const QString text = QString::fromLatin1(head); // the patterns are ASCII
    if (array.match(text).hasMatch())
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a PHP-serialized array"));
    if (object.match(text).hasMatch())
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a PHP-serialized object"));
    if (scalar.match(text).hasMatch())
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a PHP-serialized value"));
    if (head.startsWith('{') || head.startsWith('['))
        return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "a JSON document"));
    for (const char c : head) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
            return ownerTr(QT_TRANSLATE_NOOP("askr::storage::LockOwner", "binary data (control bytes)"));
    }
    return {};
}

} // namespace askr::storage
