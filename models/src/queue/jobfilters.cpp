#include "jobfilters.h"

#include "value.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QStringList>
#include <QUtf8StringView>

namespace askr::models {

namespace {
QString when(qint64 t)
{
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(t), QLocale::ShortFormat);
}
} // namespace

QString readableText(const QByteArray &bytes)
{
    bool plain = QUtf8StringView(bytes).isValidUtf8();
    for (char c : bytes)
        if (plain && ((uchar(c) < 0x20 && c != '\n' && c != '\r' && c != '\t') || c == 0x7f))
            plain = false;
    return plain ? QString::fromUtf8(bytes) : contracts::escapeBytes(bytes);
}

QString readableText(const contracts::Value &value)
{
    return value.isNull() ? QString() : readableText(value.toBytes());
}

QString FailedFilter::describe() const
{
    QStringList parts;
    if (text)
        parts << QCoreApplication::translate("askr::models::FailedFilter", "matching '%1'").arg(contracts::escapeBytes(*text));
    if (name)
        parts << QCoreApplication::translate("askr::models::FailedFilter", "of job %1").arg(contracts::escapeBytes(*name));
    if (queue)
        parts << QCoreApplication::translate("askr::models::FailedFilter", "in queue %1").arg(contracts::escapeBytes(*queue));
    if (from && to)
        parts << QCoreApplication::translate("askr::models::FailedFilter", "that failed between %1 and %2").arg(when(*from), when(*to));
    else if (from)
        parts << QCoreApplication::translate("askr::models::FailedFilter", "that failed since %1").arg(when(*from));
    else if (to)
        parts << QCoreApplication::translate("askr::models::FailedFilter", "that failed until %1").arg(when(*to));
    return parts.isEmpty() ? QString() : QLatin1Char(' ') + parts.join(QLatin1Char(' '));
}

} // namespace askr::models
