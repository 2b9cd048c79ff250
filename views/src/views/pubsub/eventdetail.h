#pragma once

#include "value.h"

#include <QWidget>

class QLabel;

namespace askr::storage {
class Session;
}

namespace askr::views {

class PayloadView;

// One event in full: where and when it was published, then its payload in the
// shared viewer (pretty JSON with the broadcast's `event` and `socket` picked
// out, and its `data` below). The payload is read only here, a chunk at a
// time, with EventPayloadChunk.
class EventDetail : public QWidget
{
    Q_OBJECT
public:
    explicit EventDetail(storage::Session *session, QWidget *parent = nullptr);

    void setEvent(qint64 seq, const contracts::Value &channel, qint64 createdAt);
    void clear();
    qint64 seq() const { return m_seq; }
    PayloadView *payloadView() const { return m_payload; }

Q_SIGNALS:
    void loaded(qint64 seq);

private:
    void requestChunk(qint64 offset, qint64 length);
    void showData();

    storage::Session *m_session;
    QLabel *m_header;
    PayloadView *m_payload;
    QString m_key;
    qint64 m_seq = 0;
    QByteArray m_loaded;
    qint64 m_total = 0;
};

} // namespace askr::views
