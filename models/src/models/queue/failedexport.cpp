#include "models/queue/failedexport.h"
#include "models/requestkey.h"

#include "askr_contracts_api.h"
#include "storage/session.h"
#include "storage/watchedfiles.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QUtf8StringView>

#include <algorithm>
#include <stdexcept>

namespace askr::models {

using operations::FailedFilter;

using namespace askr::contracts;

namespace {

QByteArray jsonString(const QString &s)
{
    // QJsonDocument escapes exactly as JSON wants; strip the array around it.
    const QByteArray a = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return a.mid(1, a.size() - 2);
}

void field(QByteArray &out, const char *name, const QByteArray *bytes)
{
    out += '"';
    out += name;
    out += "\":";
    if (!bytes) {
        out += "null";
    } else if (QUtf8StringView(*bytes).isValidUtf8()) {
        out += jsonString(QString::fromUtf8(*bytes));
    } else {
        out += '"' + bytes->toBase64() + "\",\"";
        out += name;
        out += "_base64\":true";
    }
}

} // namespace

// Lives on the UI thread, used only by one worker request at a time.
struct FailedExport::State {
    QString path;
    std::unique_ptr<QSaveFile> file;
    bool byIds = false;
    FailedFilter filter;
    std::vector<qint64> ids; // sorted
    size_t nextIndex = 0;
    qint64 afterId = 0;
    bool done = false;
};

QByteArray FailedExport::line(qint64 id, const QByteArray *uuid, const QByteArray &queue, const QByteArray &payload, const QByteArray *exception,
                              qint64 attempts, qint64 failedAt)
{
    QByteArray out = "{\"id\":" + QByteArray::number(id) + ',';
    field(out, "uuid", uuid);
    out += ',';
    field(out, "queue", &queue);
    out += ',';
    field(out, "payload", &payload);
    out += ',';
    field(out, "exception", exception);
    out += ",\"attempts\":" + QByteArray::number(attempts) + ",\"failed_at\":" + QByteArray::number(failedAt) + '}';
    return out;
}

FailedExport::FailedExport(storage::Session *session, const QString &path, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_path(path)
{
}

FailedExport::~FailedExport()
{
    cancel();
}

void FailedExport::startFilter(const FailedFilter &filter, qint64 expected)
{
    if (const QString refusal = storage::overwriteRefusal(m_path); !refusal.isEmpty()) {
        Q_EMIT errorOccurred(refusal);
        return;
    }
    m_state = std::make_shared<State>();
    m_state->path = m_path;
    m_state->filter = filter;
    m_expected = expected;
    m_written = 0;
    m_running = true;
    next();
}

void FailedExport::startIds(std::vector<qint64> ids)
{
    if (const QString refusal = storage::overwriteRefusal(m_path); !refusal.isEmpty()) {
        Q_EMIT errorOccurred(refusal);
        return;
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    m_state = std::make_shared<State>();
    m_state->path = m_path;
    m_state->byIds = true;
    m_expected = qint64(ids.size());
    m_state->ids = std::move(ids);
    m_written = 0;
    m_running = true;
    next();
}

void FailedExport::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    if (m_session)
        m_session->cancel(requestKey(this, "export"));
    // The unfinished QSaveFile is discarded with the state: the target stays as it was.
}

void FailedExport::next()
{
    if (!m_session) {
        m_running = false;
        Q_EMIT errorOccurred(tr("The database was closed."));
        return;
    }
    auto state = m_state;
    m_session->query(
        requestKey(this, "export"), this,
        [state](Connection &db) -> qint64 {
            if (!state->file) {
                state->file = std::make_unique<QSaveFile>(state->path);
                if (!state->file->open(QIODevice::WriteOnly))
                    throw std::runtime_error(tr("%1 cannot be written: %2").arg(state->path, state->file->errorString()).toStdString());
                // Payloads carry customer data and tokens: for the owner's eyes only.
                state->file->setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
            }
            std::vector<qint64> ids;
            if (state->byIds) {
                const size_t end = std::min(state->ids.size(), state->nextIndex + ChunkSize);
                ids.assign(state->ids.begin() + qsizetype(state->nextIndex), state->ids.begin() + qsizetype(end));
                state->nextIndex = end;
                state->done = end == state->ids.size();
            } else {
                auto p = state->filter.params<queue::FailedPageParams>();
                p.after_id = state->afterId;
                p.page_size = ChunkSize;
                for (const auto &r : queue::failedPage(db, p))
                    ids.push_back(r.id.toInt());
                if (!ids.empty())
                    state->afterId = ids.back();
                state->done = int(ids.size()) < ChunkSize;
            }
            qint64 written = 0;
            QByteArray chunk;
            for (qint64 id : ids) {
                const auto d = queue::failedDetail(db, id);
                if (!d)
                    continue; // retried or forgotten meanwhile
                const QByteArray uuid = d->uuid.toBytes();
                const QByteArray exception = d->exception.toBytes();
                chunk += line(id, d->uuid.isNull() ? nullptr : &uuid, d->queue.toBytes(), d->payload.toBytes(), d->exception.isNull() ? nullptr : &exception,
                              d->attempts.toInt(), d->failed_at.toInt());
                chunk += '\n';
                ++written;
            }
            if (state->file->write(chunk) != chunk.size())
                throw std::runtime_error(tr("Writing %1 failed: %2").arg(state->path, state->file->errorString()).toStdString());
            if (state->done && !state->file->commit())
                throw std::runtime_error(tr("%1 could not be saved: %2").arg(state->path, state->file->errorString()).toStdString());
            return written;
        },
        [this, state](qint64 written) {
            if (!m_running || state != m_state)
                return;
            m_written += written;
            Q_EMIT progress(m_written, std::max(m_expected, m_written));
            if (state->done) {
                m_running = false;
                Q_EMIT finished(m_written);
            } else {
                next();
            }
        },
        [this, state](const storage::Failure &f) {
            if (!m_running || state != m_state)
                return;
            m_running = false;
            Q_EMIT errorOccurred(f.message);
        });
}

} // namespace askr::models
