#pragma once

#include "operations/queue/failedfilter.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <vector>

namespace askr::storage {
class Session;
}

namespace askr::models {

// Writes dead letters to a JSON Lines file, one object per line:
//   {"id":7,"uuid":"…","queue":"mail","payload":"…","exception":"…","attempts":3,"failed_at":1700000000}
// A text field that is not valid UTF-8 (payload, and in odd databases queue,
// uuid or exception) is written as base64 with "<field>_base64":true beside
// it, so every byte survives. Reads run on the session's worker in chunks of
// ChunkSize rows, each a separate request, so the views stay live during a
// long export; the file is written there too and replaces the target only
// when complete (QSaveFile).
class FailedExport : public QObject
{
    Q_OBJECT
public:
    static constexpr int ChunkSize = 500;

    FailedExport(storage::Session *session, const QString &path, QObject *parent = nullptr);
    ~FailedExport() override;

    // Everything the filter selects, in id order.
    void startFilter(const operations::FailedFilter &filter, qint64 expected);
    // These ids (a selection), in id order; ids gone meanwhile are skipped.
    void startIds(std::vector<qint64> ids);
    void cancel();

    QString path() const { return m_path; }
    qint64 written() const { return m_written; }
    qint64 expected() const { return m_expected; }
    bool isRunning() const { return m_running; }

    // The line for one dead letter (without the newline).
    static QByteArray line(qint64 id, const QByteArray *uuid, const QByteArray &queue, const QByteArray &payload, const QByteArray *exception,
                           qint64 attempts, qint64 failedAt);

Q_SIGNALS:
    void progress(qint64 written, qint64 expected);
    void finished(qint64 written);
    void errorOccurred(const QString &message);

private:
    struct State;
    void next();

    QPointer<storage::Session> m_session;
    QString m_path;
    std::shared_ptr<State> m_state;
    qint64 m_written = 0;
    qint64 m_expected = 0;
    bool m_running = false;
};

} // namespace askr::models
