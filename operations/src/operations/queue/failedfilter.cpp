#include "operations/queue/failedfilter.h"

#include "value.h"

#include <QDateTime>
#include <QLocale>
#include <QStringList>

namespace askr::operations {

namespace {
QString when(qint64 t)
{
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(t), QLocale::ShortFormat);
}
} // namespace

QString FailedFilter::describe() const
{
    QStringList parts;
    if (text)
        parts << tr("matching '%1'").arg(contracts::readableBytes(*text));
    if (payload)
        parts << tr("with '%1' in the payload").arg(contracts::readableBytes(*payload));
    if (signature)
        parts << tr("failing with %1").arg(contracts::readableBytes(*signature));
    if (name)
        parts << tr("of job %1").arg(contracts::readableBytes(*name));
    if (queue)
        parts << tr("in queue %1").arg(contracts::readableBytes(*queue));
    if (from && to)
        parts << tr("that failed between %1 and %2").arg(when(*from), when(*to));
    else if (from)
        parts << tr("that failed since %1").arg(when(*from));
    else if (to)
        parts << tr("that failed until %1").arg(when(*to));
    return parts.isEmpty() ? QString() : QLatin1Char(' ') + parts.join(QLatin1Char(' '));
}

} // namespace askr::operations
