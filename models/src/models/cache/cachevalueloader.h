#pragma once

#include "value.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>

#include <functional>

namespace askr::contracts {
class Connection;
}
namespace askr::storage {
class Session;
struct Failure;
}

namespace askr::models {

// Loads one cache value for the viewer, a chunk at a time: ValueInfo gives
// the entry's rowid, size and type, and the bytes come by incremental blob
// I/O (storage::readBlobRange), so the first kilobytes of a 200 MB value show
// at once and the rest is read only when asked for. A number (which SQLite
// cannot stream) is read whole with ValueChunk; it is short.
class CacheValueLoader : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 FirstChunk = 64 * 1024;
    static constexpr qint64 NextChunk = 1024 * 1024;
    // More than this is not kept in memory for display; save it to a file.
    static constexpr qint64 MaxLoaded = 4 * 1024 * 1024;
    // What refresh() compares: enough to see a new counter value or a
    // replaced entry (with its type and length) without re-reading a large
    // value on every change of the database.
    static constexpr qint64 RefreshPrefix = 4 * 1024;

    explicit CacheValueLoader(storage::Session *session, QObject *parent = nullptr);

    // Starts loading key's value (the first chunk); an empty Value clears.
    void load(const contracts::Value &key);
    // Reads the next chunk (at most up to MaxLoaded).
    void loadMore(qint64 bytes = NextChunk);
    // Checks the value again after the database changed: the prefix shown is
    // kept when the value is unchanged, and read again when it differs.
    void refresh();
    // Streams the whole value to a file on the worker, chunk by chunk.
    void saveTo(const QString &path);

    contracts::Value key() const { return m_key; }
    bool hasKey() const { return !m_key.isNull(); }
    const QByteArray &bytes() const { return m_bytes; }
    qint64 totalBytes() const { return m_total; }
    // SQLite's typeof: "blob", "text", "integer", "real".
    QByteArray valueType() const { return m_type; }
    bool isComplete() const { return m_total >= 0 && m_bytes.size() >= m_total; }
    bool canLoadMore() const { return !isComplete() && m_bytes.size() < MaxLoaded && !m_loading; }
    bool isLoading() const { return m_loading; }
    bool isMissing() const { return m_missing; }
    QString lastError() const { return m_error; }
    // Reads refresh() started so far (each at most RefreshPrefix bytes).
    int refreshReads() const { return m_refreshReads; }

Q_SIGNALS:
    // A value (its first chunk), or a new version of it, or none.
    void loaded();
    // The next chunk arrived after loadMore().
    void appended(const QByteArray &chunk);
    void errorOccurred(const QString &message);
    void saved(const QString &path, qint64 bytes);
    void loadingChanged(bool loading);

private:
    struct Chunk {
        bool missing = false;
        QByteArray type;
        qint64 rowid = 0;
        qint64 total = 0;
        QByteArray bytes;
    };
    static Chunk readChunk(contracts::Connection &db, const QByteArray &key, qint64 offset, qint64 length);
    void setLoading(bool loading);
    // What a failed read of this generation of the value does.
    std::function<void(const storage::Failure &)> readFailed(quint64 generation);
    QString requestKey(const char *what) const;

    QPointer<storage::Session> m_session;
    contracts::Value m_key;
    QByteArray m_bytes;
    QByteArray m_type;
    qint64 m_total = -1;
    bool m_missing = false;
    bool m_loading = false;
    quint64 m_generation = 0;
    int m_refreshReads = 0;
    QString m_error;
};

} // namespace askr::models
