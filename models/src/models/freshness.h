#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QVariant>

#include <functional>

namespace askr::storage {
class Session;
}

namespace askr::models {

// How old a model's figures are: the session time of its last successful
// read, and whether a read failed since. Figures not read again within the
// model's refresh interval, or whose last read failed, are stale and say how
// old they are (issue 30: figures never lie about their age). Looks every
// second, as figures age without a read.
class Freshness : public QObject
{
    Q_OBJECT
public:
    // Session time counts whole seconds, and a read takes a moment: a
    // second of grace before an on-time read is called late.
    static constexpr qint64 GraceSeconds = 1;

    // intervalMs: how often the owner reads its figures while followed.
    Freshness(storage::Session *session, std::function<qint64()> intervalMs, QObject *parent);

    // A read as of session time `at` succeeded.
    void noteRead(qint64 at);
    // A read failed: the figures stay, and are stale from now on.
    void noteFailure(const QString &message);
    bool hasRead() const { return m_readAt >= 0; }
    // Session time the figures are as of (-1 before the first read).
    qint64 readAt() const { return m_readAt; }
    bool failed() const { return m_failed; }
    qint64 age() const;
    bool isStale() const;
    // For a tile or a row: "as of 12 s ago".
    QString asOf() const;
    // What a figure says of its age wherever it is shown: "Snapshot taken
    // 10:58, not live" for a snapshot, asOf() when stale, else nothing.
    QString note() const;
    // "Snapshot taken 10:58, not live" for a snapshot session, else empty.
    static QString snapshotNote(const storage::Session *session);
    // For a tooltip: how old, and why.
    QString explanation() const;
    // How a stale figure is drawn, for a model's data(): in italics
    // (Qt::FontRole) and greyed (Qt::ForegroundRole); invalid otherwise.
    QVariant look(int role) const;

Q_SIGNALS:
    // Became stale or fresh, or (while stale) a second older.
    void changed(bool stale);

private:
    void check();

    QPointer<storage::Session> m_session;
    std::function<qint64()> m_intervalMs;
    QTimer m_tick;
    qint64 m_readAt = -1;
    bool m_failed = false;
    bool m_stale = false;
    QString m_failure;
};

} // namespace askr::models
