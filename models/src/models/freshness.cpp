#include "models/freshness.h"

#include "operations/format/format.h"
#include "storage/session.h"

#include <QDateTime>
#include <QFont>
#include <QLocale>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace askr::models {

Freshness::Freshness(storage::Session *session, std::function<qint64()> intervalMs, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_intervalMs(std::move(intervalMs))
{
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &Freshness::check);
    m_tick.start();
}

void Freshness::noteRead(qint64 at)
{
    m_readAt = at;
    m_failed = false;
    m_failure.clear();
    if (std::exchange(m_stale, false))
        Q_EMIT changed(false);
}

void Freshness::noteFailure(const QString &message)
{
    m_failed = true;
    m_failure = message;
    check();
}

qint64 Freshness::age() const
{
    return hasRead() && m_session ? std::max<qint64>(0, m_session->now() - m_readAt) : 0;
}

bool Freshness::isStale() const
{
    if (!hasRead() || !m_session)
        return false; // nothing shown yet, so nothing to mark
    const qint64 interval = m_intervalMs ? m_intervalMs() : 0;
    return m_failed || age() > (interval + 999) / 1000 + GraceSeconds;
}

void Freshness::check()
{
    const bool stale = isStale();
    if (!stale && !m_stale)
        return;
    m_stale = stale;
    Q_EMIT changed(stale); // while stale, the age it shows grows
}

QString Freshness::asOf() const
{
    return tr("as of %1 ago").arg(operations::formatDuration(age()));
}

QString Freshness::note() const
{
    const QString snapshot = snapshotNote(m_session);
    if (!snapshot.isEmpty() && !m_failed)
        return snapshot;
    return isStale() ? asOf() : QString();
}

QString Freshness::snapshotNote(const storage::Session *session)
{
    if (!session || !session->isSnapshot())
        return {};
    const QDateTime at = QDateTime::fromSecsSinceEpoch(session->snapshotTakenAt());
    // A snapshot kept open past midnight says its day too.
    const QString when = at.date() == QDate::currentDate() ? QLocale().toString(at.time(), QLocale::ShortFormat)
                                                           : QLocale().toString(at, QLocale::ShortFormat);
    return tr("Snapshot taken %1, not live").arg(when);
}

QString Freshness::explanation() const
{
    const QString age = operations::formatDuration(this->age());
    if (m_failed)
        return tr("Stale: these figures were read %1 ago, and the last read failed: %2").arg(age, m_failure);
    return tr("Stale: these figures were read %1 ago and have not been read again since.").arg(age);
}

QVariant Freshness::look(int role) const
{
    if (!isStale())
        return {};
    if (role == Qt::FontRole) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    if (role == Qt::ForegroundRole && qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
    return {};
}

} // namespace askr::models
