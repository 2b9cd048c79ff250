#include "models/pubsub/pubsubcommon.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

namespace askr::models::pubsub {

QVariant eventHeader(int column, int role)
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case SeqColumn:
            return QCoreApplication::translate("askr::models::EventsModel", "Seq");
        case TimeColumn:
            return QCoreApplication::translate("askr::models::EventsModel", "Published");
        case ChannelColumn:
            return QCoreApplication::translate("askr::models::EventsModel", "Channel");
        case EventColumn:
            return QCoreApplication::translate("askr::models::EventsModel", "Event");
        case SizeColumn:
            return QCoreApplication::translate("askr::models::EventsModel", "Size");
        }
    } else if (role == Qt::ToolTipRole) {
        switch (column) {
        case SeqColumn:
            return QCoreApplication::translate("askr::models::EventsModel", "Sequence number: publish order, shared by all channels");
        case EventColumn:
            return QCoreApplication::translate("askr::models::EventsModel", "The payload's JSON \"event\" field (the broadcast event class)");
        case SizeColumn:
            return QCoreApplication::translate("askr::models::EventsModel", "Payload size");
        }
    }
    return {};
}

QString formatTime(qint64 unixTime, qint64 now)
{
    const QDateTime when = QDateTime::fromSecsSinceEpoch(unixTime);
    if (when.date() == QDateTime::fromSecsSinceEpoch(now).date())
        return when.toString(QStringLiteral("HH:mm:ss"));
    return when.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString formatRate(double perSecond)
{
    if (perSecond < 0)
        return QStringLiteral("—");
    const QLocale locale;
    QString number;
    if (perSecond == 0)
        number = QStringLiteral("0");
    else if (perSecond >= 100)
        number = locale.toString(qRound64(perSecond));
    else if (perSecond >= 1)
        number = locale.toString(perSecond, 'f', 1);
    else if (perSecond >= 0.01)
        number = locale.toString(perSecond, 'f', 2);
    else
        number = QStringLiteral("<") + locale.toString(0.01, 'f', 2);
    return QCoreApplication::translate("askr::models::pubsub", "%1/s").arg(number);
}

} // namespace askr::models::pubsub
