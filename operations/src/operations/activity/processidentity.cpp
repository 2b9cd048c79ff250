#include "operations/activity/processidentity.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>
#include <QSysInfo>

namespace askr::operations {

namespace {

// Field 22 of /proc/PID/stat: the start time in clock ticks since boot.
// The command name (field 2) may hold spaces and parentheses, so the fields
// are counted after its last ')'.
QByteArray startTime(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    if (close < 0)
        return {};
    const QList<QByteArray> fields = text.mid(close + 2).split(' ');
    // After the name come field 3 (state) onwards: field 22 is index 19.
    return fields.size() > 19 ? fields.at(19) : QByteArray();
}

} // namespace

QString ProcessIdentity::current()
{
    const qint64 pid = QCoreApplication::applicationPid();
    return QStringLiteral("%1 %2 %3").arg(QSysInfo::machineHostName()).arg(pid).arg(QString::fromLatin1(startTime(pid)));
}

bool ProcessIdentity::isRunning(const QString &identity)
{
    const QStringList parts = identity.split(QLatin1Char(' '));
    if (parts.size() != 3)
        return false;
    if (parts.at(0) != QSysInfo::machineHostName())
        return true;
    const QByteArray now = startTime(parts.at(1).toLongLong());
    return !now.isEmpty() && now == parts.at(2).toLatin1();
}

} // namespace askr::operations
