#include "models/cache/cachevalueloader.h"
#include "models/requestkey.h"
#include "models/ignoredfailure.h"

#include "askr_contracts_api.h"
#include "storage/blobreader.h"
#include "storage/session.h"
#include "storage/watchedfiles.h"

#include <QFile>
#include <QSaveFile>

namespace askr::models {

using contracts::Value;
namespace cache = contracts::cache;

CacheValueLoader::CacheValueLoader(storage::Session *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

QString CacheValueLoader::requestKey(const char *what) const
{
    return models::requestKey(this, "value") + QLatin1Char(':') + QLatin1String(what);
}

CacheValueLoader::Chunk CacheValueLoader::readChunk(contracts::Connection &db, const QByteArray &key, qint64 offset, qint64 length)
{
    Chunk c;
    const auto info = cache::valueInfo(db, key);
    if (!info) {
        c.missing = true;
        return c;
    }
    c.type = info->value_type.toBytes();
    c.rowid = info->rowid.toInt();
    if (c.type == "blob" || c.type == "text") {
        const auto range = storage::readBlobRange(db, "askr_cache", "value", c.rowid, offset, length, "key", key);
        c.total = range.totalBytes;
        c.bytes = range.bytes;
    } else {
        // A number: its decimal text is all there is.
        const auto chunk = cache::valueChunk(db, 0, info->value_size.toInt(), key);
        const QByteArray all = chunk ? chunk->chunk.toBytes() : QByteArray();
        c.total = all.size();
        c.bytes = all.mid(qsizetype(offset), qsizetype(length));
    }
    return c;
}

void CacheValueLoader::setLoading(bool loading)
{
    if (m_loading == loading)
        return;
    m_loading = loading;
    Q_EMIT loadingChanged(loading);
}

std::function<void(const storage::Failure &)> CacheValueLoader::readFailed(quint64 generation)
{
    return [this, generation](const storage::Failure &f) {
        if (generation != m_generation)
            return;
        setLoading(false);
        if (f.cancelled)
            return;
        m_error = f.message;
        Q_EMIT errorOccurred(f.message);
    };
}

void CacheValueLoader::load(const Value &key)
{
    ++m_generation;
    m_key = key;
    m_bytes.clear();
    m_type.clear();
    m_total = -1;
    m_missing = false;
    m_error.clear();
    if (key.isNull() || !m_session) {
        setLoading(false);
        Q_EMIT loaded();
        return;
    }
    setLoading(true);
    const QByteArray k = key.toBytes();
    const quint64 generation = m_generation;
    m_session->query(
        requestKey("read"), this, [k](contracts::Connection &db) { return readChunk(db, k, 0, FirstChunk); },
        [this, generation](Chunk c) {
            if (generation != m_generation)
                return;
            setLoading(false);
            m_missing = c.missing;
            m_type = c.type;
            m_total = c.missing ? -1 : c.total;
            m_bytes = c.bytes;
            Q_EMIT loaded();
        },
        readFailed(m_generation));
}

void CacheValueLoader::loadMore(qint64 bytes)
{
    if (!canLoadMore() || !m_session)
        return;
    const qint64 offset = m_bytes.size();
    const qint64 length = qMin(bytes, MaxLoaded - offset);
    const QByteArray k = m_key.toBytes();
    const quint64 generation = m_generation;
    const qint64 total = m_total;
    setLoading(true);
    m_session->query(
        requestKey("read"), this, [k, offset, length](contracts::Connection &db) { return readChunk(db, k, offset, length); },
        [this, generation, total](Chunk c) {
            if (generation != m_generation)
                return;
            setLoading(false);
            if (c.missing || c.total != total) {
                // Replaced meanwhile: what was shown is no prefix of it.
                load(m_key);
                return;
            }
            m_bytes += c.bytes;
            Q_EMIT appended(c.bytes);
        },
        readFailed(m_generation));
}

void CacheValueLoader::refresh()
{
    if (m_key.isNull() || m_loading || !m_session)
        return;
    const qint64 length = qMax<qint64>(qMin<qint64>(m_bytes.size(), RefreshPrefix), 1);
    ++m_refreshReads;
    const QByteArray k = m_key.toBytes();
    const quint64 generation = m_generation;
    m_session->query(
        requestKey("refresh"), this, [k, length](contracts::Connection &db) { return readChunk(db, k, 0, length); },
        [this, generation](Chunk c) {
            if (generation != m_generation || m_loading)
                return;
            const bool same = !c.missing && !m_missing && c.type == m_type && c.total == m_total && m_bytes.startsWith(c.bytes);
            if (same)
                return;
            if (c.missing != m_missing && c.missing) {
                m_missing = true;
                m_bytes.clear();
                m_total = -1;
                Q_EMIT loaded();
                return;
            }
            load(m_key);
        },
        [](const storage::Failure &f) { logIgnoredFailure("rereading the value shown", f); });
}

void CacheValueLoader::saveTo(const QString &path)
{
    if (m_key.isNull() || !m_session)
        return;
    if (const QString refusal = storage::overwriteRefusal(path); !refusal.isEmpty()) {
        Q_EMIT errorOccurred(refusal);
        return;
    }
    const QByteArray k = m_key.toBytes();
    m_session->query(
        requestKey("save"), this,
        [k, path](contracts::Connection &db) -> qint64 {
            QSaveFile file(path);
            // A cached value may be a session or a token: for its owner only,
            // as exports are.
            if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
                throw contracts::Error(0, tr("Could not write %1: %2").arg(path, file.errorString()));
            const auto info = cache::valueInfo(db, k);
            if (!info)
                throw contracts::Error(0, tr("The entry was removed; nothing was written."));
            qint64 written = 0;
            auto write = [&](const QByteArray &chunk) {
                if (file.write(chunk) != chunk.size())
                    throw contracts::Error(0, tr("Could not write %1: %2").arg(path, file.errorString()));
                written += chunk.size();
            };
            const QByteArray type = info->value_type.toBytes();
            if (type == "blob" || type == "text") {
                // One blob handle: the file gets one version of the value.
                storage::streamBlob(db, "askr_cache", "value", info->rowid.toInt(), 0, -1, NextChunk, write, "key", k);
            } else if (const auto chunk = cache::valueChunk(db, 0, info->value_size.toInt(), k)) {
                write(chunk->chunk.toBytes());
            }
            if (!file.commit())
                throw contracts::Error(0, tr("Could not write %1: %2").arg(path, file.errorString()));
            return written;
        },
        [this, path](qint64 bytes) { Q_EMIT saved(path, bytes); }, [this](const storage::Failure &f) { Q_EMIT errorOccurred(f.message); });
}

} // namespace askr::models
