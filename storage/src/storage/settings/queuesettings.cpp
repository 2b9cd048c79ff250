#include "storage/settings/queuesettings.h"
#include "storage/settings/store.h"

namespace askr::storage::settings {

namespace {
const auto StuckGroup = QStringLiteral("Queues/StuckAfter");
const Setting<bool> Descending{"descending", true};

QString stuckKey(const QByteArray &queue)
{
    return StuckGroup + QLatin1Char('/') + QString::fromLatin1(queue.toPercentEncoding());
}

QString descendingKey(const QString &tableKey)
{
    return tableKey + QLatin1Char('/') + QLatin1String(Descending.key);
}
} // namespace

qint64 QueueSettings::stuckAfterDefault()
{
    return Store().value(StuckAfterDefault);
}

void QueueSettings::setStuckAfterDefault(qint64 seconds)
{
    Store().setValue(StuckAfterDefault, seconds);
}

qint64 QueueSettings::stuckAfter(const QByteArray &queue)
{
    const Store store;
    const Ranged<qint64> own{StuckAfterDefault.key, store.value(StuckAfterDefault), StuckAfterDefault.min, StuckAfterDefault.max};
    return store.value(own, stuckKey(queue));
}

void QueueSettings::setStuckAfter(const QByteArray &queue, qint64 seconds)
{
    Store().setValue(StuckAfterDefault, stuckKey(queue), seconds);
}

QList<QPair<QByteArray, qint64>> QueueSettings::stuckAfterPerQueue()
{
    QList<QPair<QByteArray, qint64>> out;
    const Store store;
    for (const QString &key : store.childKeys(StuckGroup)) {
        const QByteArray queue = QByteArray::fromPercentEncoding(key.toLatin1());
        out.append({queue, store.value(StuckAfterDefault, StuckGroup + QLatin1Char('/') + key)});
    }
    return out;
}

void QueueSettings::setStuckAfterPerQueue(const QList<QPair<QByteArray, qint64>> &thresholds)
{
    Store store;
    store.remove(StuckGroup);
    for (const auto &[queue, seconds] : thresholds)
        store.setValue(StuckAfterDefault, stuckKey(queue), seconds);
}

qint64 QueueSettings::historyRetentionDays()
{
    return Store().value(HistoryRetentionDays);
}

void QueueSettings::setHistoryRetentionDays(qint64 days)
{
    Store().setValue(HistoryRetentionDays, days);
}

int QueueSettings::chartRange()
{
    return Store().value(ChartRange);
}

void QueueSettings::setChartRange(int index)
{
    Store().setValue(ChartRange, index);
}

int QueueSettings::deadLettersGroupBy()
{
    return Store().value(DeadLettersGroupBy);
}

void QueueSettings::setDeadLettersGroupBy(int index)
{
    Store().setValue(DeadLettersGroupBy, index);
}

bool QueueSettings::descending(const QString &tableKey)
{
    return Store().value(Descending, descendingKey(tableKey));
}

void QueueSettings::setDescending(const QString &tableKey, bool descending)
{
    Store().setValue(Descending, descendingKey(tableKey), descending);
}

} // namespace askr::storage::settings
