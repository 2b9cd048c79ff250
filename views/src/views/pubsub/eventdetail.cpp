#include "views/pubsub/eventdetail.h"
#include "models/requestkey.h"

#include "askr_contracts_api.h"
#include "operations/format/format.h"
#include "views/payloadview.h"
#include "models/pubsub/eventpayload.h"
#include "models/pubsub/pubsubcommon.h"
#include "storage/session.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QVBoxLayout>

namespace askr::views {

EventDetail::EventDetail(storage::Session *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_header(new QLabel(this))
    , m_payload(new PayloadView(this))
    , m_key(models::requestKey(this, "pubsub-event-payload"))
{
    m_header->setObjectName(QStringLiteral("eventHeader"));
    m_header->setWordWrap(true);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_header);
    layout->addWidget(m_payload, 1);
    connect(m_payload, &PayloadView::chunkRequested, this, &EventDetail::requestChunk);
    clear();
}

void EventDetail::clear()
{
    m_seq = 0;
    m_loaded.clear();
    m_total = 0;
    m_session->cancel(m_key);
    m_header->setText(tr("Select an event to see its payload."));
    m_payload->clear();
    m_payload->setPlaceholder(QString());
}

void EventDetail::setEvent(qint64 seq, const contracts::Value &channel, qint64 createdAt)
{
    if (seq == m_seq)
        return;
    m_seq = seq;
    m_loaded.clear();
    m_total = 0;
    const qint64 now = m_session->now();
    m_header->setText(tr("<b>Seq %1</b> on <b>%2</b>, published %3 (%4)")
                          .arg(seq)
                          .arg(channel.toDisplayString().toHtmlEscaped(),
                               QDateTime::fromSecsSinceEpoch(createdAt).toString(Qt::ISODate).toHtmlEscaped(),
                               operations::formatRelative(createdAt, now).toHtmlEscaped()));
    m_payload->clear();
    m_payload->setPlaceholder(tr("Loading…"));
    requestChunk(0, PayloadView::ChunkSize);
}

void EventDetail::requestChunk(qint64 offset, qint64 length)
{
    const qint64 seq = m_seq;
    if (!seq)
        return;
    models::requestEventChunk(
        m_session, m_key, this, seq, offset, length,
        [this, seq, offset](models::EventChunk c) {
            if (seq != m_seq)
                return;
            if (!c.found) {
                m_payload->clear();
                m_payload->setPlaceholder(tr("Event %1 is no longer in the log: it was trimmed.").arg(seq));
                return;
            }
            if (offset == 0) {
                m_loaded = c.bytes;
                m_total = c.total;
                m_payload->setPayload(c.bytes, c.total);
            } else {
                m_loaded += c.bytes;
                m_payload->appendChunk(c.bytes);
            }
            if (m_loaded.size() >= m_total)
                showData();
            Q_EMIT loaded(seq);
        },
        [this, seq](const storage::Failure &f) {
            if (seq == m_seq && !f.cancelled)
                m_payload->setPlaceholder(f.message);
        });
}

// A broadcast's `data` is what listeners receive: shown on its own, pretty.
void EventDetail::showData()
{
    const QJsonDocument doc = QJsonDocument::fromJson(m_loaded);
    if (!doc.isObject() || !doc.object().contains(QStringLiteral("data")))
        return;
    const QJsonValue data = doc.object().value(QStringLiteral("data"));
    QString text;
    if (data.isObject())
        text = QString::fromUtf8(QJsonDocument(data.toObject()).toJson(QJsonDocument::Indented));
    else if (data.isArray())
        text = QString::fromUtf8(QJsonDocument(data.toArray()).toJson(QJsonDocument::Indented));
    else
        text = data.toVariant().toString();
    m_payload->setFooter(tr("Broadcast data"), text.trimmed());
}

} // namespace askr::views
