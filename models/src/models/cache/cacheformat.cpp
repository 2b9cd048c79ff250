#include "models/cache/cacheformat.h"

#include "operations/format/format.h"

#include <QCoreApplication>

namespace askr::models {

namespace {
// lupdate files a free tr() call under its enclosing namespace: ask for
// that same context, or the catalogue's translations are never found.
QString tr(const char *text)
{
    return QCoreApplication::translate("askr::models", text);
}
} // namespace

QString ttlText(const contracts::Value &expiresAt, qint64 now)
{
    if (expiresAt.isNull())
        return tr("never");
    const qint64 at = expiresAt.toInt();
    if (at <= now)
        return at == now ? tr("expired just now") : tr("expired %1 ago").arg(operations::formatDuration(operations::secondsBetween(now, at)));
    return operations::formatDuration(operations::secondsBetween(at, now));
}

qint64 ttlSeconds(const contracts::Value &expiresAt, qint64 now)
{
    if (expiresAt.isNull())
        return -1;
    return qMax<qint64>(0, operations::secondsBetween(expiresAt.toInt(), now));
}

QString valueSizeText(const contracts::Value &size, const contracts::Value &type)
{
    const QByteArray t = type.toBytes();
    if (t == "integer" || t == "real")
        return tr("number");
    if (t == "text")
        return tr("%1 chars").arg(operations::formatCount(size.toInt()));
    return operations::formatBytes(size.toInt());
}

QByteArray keyPrefixEnd(QByteArray prefix)
{
    while (!prefix.isEmpty() && quint8(prefix.back()) == 0xFF)
        prefix.chop(1);
    if (!prefix.isEmpty())
        prefix.back() = char(quint8(prefix.back()) + 1);
    return prefix;
}

} // namespace askr::models
