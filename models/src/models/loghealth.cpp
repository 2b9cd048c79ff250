#include "models/loghealth.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QThread>

namespace askr::models {

LogHealth *LogHealth::instance()
{
    static LogHealth *health = [] {
        auto *h = new LogHealth;
        // Lives as long as the application, on its thread.
        if (QCoreApplication::instance()) {
            h->moveToThread(QCoreApplication::instance()->thread());
            h->setParent(QCoreApplication::instance());
        }
        return h;
    }();
    return health;
}

void LogHealth::reportFailure(Record record, const QString &message)
{
    if (QThread::currentThread() != thread()) {
        QMetaObject::invokeMethod(this, [this, record, message] { reportFailure(record, message); }, Qt::QueuedConnection);
        return;
    }
    if (m_failures.value(record) == message)
        return;
    m_failures.insert(record, message);
    Q_EMIT changed(message);
}

void LogHealth::reportWritten(Record record)
{
    if (QThread::currentThread() != thread()) {
        QMetaObject::invokeMethod(this, [this, record] { reportWritten(record); }, Qt::QueuedConnection);
        return;
    }
    if (m_failures.remove(record) > 0)
        Q_EMIT changed({});
}

QStringList LogHealth::problems() const
{
    QStringList out;
    for (auto it = m_failures.cbegin(); it != m_failures.cend(); ++it)
        out << it.value();
    return out;
}

} // namespace askr::models
