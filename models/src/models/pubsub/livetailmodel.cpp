#include "models/pubsub/livetailmodel.h"
#include "models/requestkey.h"
#include "models/identity.h"

#include "askr_contracts_api.h"
#include "models_debug.h"
#include "operations/database/totals.h"
#include "operations/format/format.h"
#include "operations/pubsub/pubsubreads.h"
#include "models/pubsub/pubsubcommon.h"
#include "storage/session.h"

#include <QDateTime>
#include <QFont>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPalette>
#include <QStringDecoder>

#include <algorithm>

namespace askr::models {

using contracts::Connection;
using contracts::Value;
namespace api = contracts::pubsub;

namespace {

constexpr qsizetype MaxParsedPayload = 64 * 1024;

template<typename R>
LiveTailModel::Event toEvent(const R &r)
{
    LiveTailModel::Event e;
    e.seq = r.seq.toInt();
    e.channel = r.channel;
    e.createdAt = r.created_at.toInt();
    const QByteArray payload = r.payload.toBytes();
    e.size = payload.size();
    if (payload.size() <= MaxParsedPayload && payload.trimmed().startsWith('{')) {
        const QJsonDocument doc = QJsonDocument::fromJson(payload);
        if (doc.isObject())
            e.eventName = doc.object().value(QStringLiteral("event")).toString();
    }
    // One line, short, and any byte shown: the viewer has the rest.
    QByteArray line = payload.left(LiveTailModel::PreviewBytes * 2).simplified();
    const bool cut = line.size() > LiveTailModel::PreviewBytes || payload.size() > LiveTailModel::PreviewBytes * 2;
    line.truncate(LiveTailModel::PreviewBytes);
    // Readable as text when it is UTF-8 (a cut may split the last character:
    // drop that); escaped byte by byte when it is not.
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8.decode(line);
    if (utf8.hasError()) {
        QStringDecoder whole(QStringDecoder::Utf8);
        text = whole.decode(line.left(line.size() - 3));
        text = whole.hasError() ? contracts::escapeBytes(line) : text;
    }
    e.preview = text + (cut ? QStringLiteral("…") : QString());
    return e;
}

} // namespace

struct LiveTailModel::Fetch {
    quint64 generation = 0;
    qint64 cursor = 0;
    std::vector<Event> events;
    bool more = false;
    qint64 gapFrom = 0;
    qint64 gapTo = 0;
};

LiveTailModel::LiveTailModel(storage::Session *session, QObject *parent)
    : RereadModel(session, requestKey(this, "pubsub-tail"), parent)
{
}

LiveTailModel::~LiveTailModel() = default;

int LiveTailModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LiveTailModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

const LiveTailModel::Event *LiveTailModel::eventAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? &m_rows[size_t(row)] : nullptr;
}

qint64 LiveTailModel::seqAt(int row) const
{
    const Event *e = eventAt(row);
    return e ? e->seq : 0;
}

QVariant LiveTailModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Event &e = m_rows[size_t(index.row())];
    const bool gap = e.seq == 0;
    if (role == IdentityRole)
        return gap ? QByteArray("gap:") + QByteArray::number(e.gapFrom) : QByteArray::number(e.seq);
    switch (role) {
    case Qt::DisplayRole:
        if (gap) {
            if (index.column() == PreviewColumn)
                return tr("Skipped the events after seq %1 up to seq %2 while paused; the Events tab shows them.").arg(e.gapFrom).arg(e.gapTo);
            return index.column() == SeqColumn ? QStringLiteral("…") : QVariant();
        }
        switch (index.column()) {
        case SeqColumn:
            return e.seq;
        case TimeColumn:
            return pubsub::formatTime(e.createdAt, m_session ? m_session->now() : QDateTime::currentSecsSinceEpoch());
        case ChannelColumn:
            return e.channel.toDisplayString();
        case EventColumn:
            return e.eventName;
        case SizeColumn:
            return operations::formatBytes(e.size);
        case PreviewColumn:
            return e.preview;
        }
        break;
    case SortRole:
    case SeqRole:
        return e.seq;
    case RawChannelRole:
        return gap ? QVariant() : QVariant::fromValue(e.channel);
    case GapRole:
        return gap;
    case Qt::TextAlignmentRole:
        if (index.column() == SeqColumn || index.column() == SizeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::FontRole:
        if (gap) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        break;
    case Qt::ToolTipRole:
        if (!gap && index.column() == TimeColumn)
            return QDateTime::fromSecsSinceEpoch(e.createdAt).toString(Qt::ISODate);
        if (!gap && (index.column() == ChannelColumn || index.column() == EventColumn))
            return data(index, Qt::DisplayRole);
        break;
    }
    return {};
}

QVariant LiveTailModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= NUM_COLUMNS)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == PreviewColumn)
        return role == Qt::DisplayRole ? QVariant(tr("Payload")) : QVariant();
    return pubsub::eventHeader(section, role);
}

void LiveTailModel::start(int backlog)
{
    m_backlog = backlog;
    m_started = true;
    clear();
}

void LiveTailModel::clear()
{
    resetRows(m_rows);
    ++m_generation;
    m_cursor = -1;
    m_received = 0;
    m_resumed = false;
    supersedeRead();
    request();
}

void LiveTailModel::clearToHead()
{
    m_noBacklogOnce = true;
    clear();
}

void LiveTailModel::poll()
{
    request();
}

void LiveTailModel::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    if (!paused) {
        m_resumed = true;
        request();
    }
    Q_EMIT pausedChanged(paused);
}

void LiveTailModel::setFilter(const std::optional<QByteArray> &channel, const std::optional<QByteArray> &text)
{
    if (channel == m_channel && text == m_text)
        return;
    m_channel = channel;
    m_text = text;
    if (m_started)
        clear();
}

void LiveTailModel::setCapacity(int capacity)
{
    m_capacity = std::max(1, capacity);
    eraseRows(m_rows, 0, int(m_rows.size()) - m_capacity);
}

void LiveTailModel::request()
{
    if (!m_session || !m_started || m_paused || foldIntoRead())
        return;
    const quint64 generation = m_generation;
    const qint64 cursor = m_cursor;
    const auto channel = m_channel;
    const auto text = m_text;
    const int backlog = m_noBacklogOnce ? 0 : m_backlog;
    if (cursor < 0)
        m_noBacklogOnce = false;
    const qint64 skipBeyond = m_resumed ? m_capacity : -1;
    m_resumed = false;
    read(
        [=](Connection &db) {
            Fetch f;
            f.generation = generation;
            qint64 cur = cursor;
            if (cur < 0) {
                // Where to start: just before the last `backlog` events.
                cur = operations::database::currentSeq(db);
                if (!text && backlog > 0) {
                    api::EventsPageBeforeParams p;
                    p.filter_channel = channel;
                    p.before_seq = pubsub::NewestSeq;
                    p.page_size = backlog;
                    const auto rows = api::eventsPageBefore(db, p);
                    if (!rows.empty())
                        cur = rows.back().seq.toInt() - 1;
                }
            } else if (skipBeyond > 0) {
                // Back from a pause with more published than is kept.
                const qint64 head = operations::database::currentSeq(db);
                if (head - cur > skipBeyond) {
                    // Room for the row that says so, and the newest events.
                    f.gapFrom = cur;
                    cur = head - std::max<qint64>(1, skipBeyond - 1);
                    f.gapTo = cur;
                }
            }
            int read = 0;
            for (;;) {
                size_t got = 0;
                auto take = [&](const auto &rows) {
                    got = rows.size();
                    for (const auto &r : rows) {
                        cur = r.seq.toInt();
                        if (text && !r.payload.toBytes().contains(*text))
                            continue;
                        f.events.push_back(toEvent(r));
                    }
                };
                take(operations::pubsub::tail(db, channel, cur, Batch));
                read += int(got);
                f.more = got == size_t(Batch);
                if (!f.more || read >= MaxPerRequest)
                    break;
            }
            f.cursor = cur;
            return f;
        },
        [this](Fetch f) { deliver(f); });
}

void LiveTailModel::rereadFolded(bool)
{
    request();
}

void LiveTailModel::deliver(Fetch &f)
{
    if (f.generation != m_generation) {
        request();
        return;
    }
    m_cursor = f.cursor;
    std::vector<Event> events;
    if (f.gapTo > f.gapFrom) {
        Event gap;
        gap.gapFrom = f.gapFrom;
        gap.gapTo = f.gapTo;
        events.push_back(std::move(gap));
    }
    for (Event &e : f.events)
        events.push_back(std::move(e));
    m_received += qint64(f.events.size());
    append(events);
    // An ask folded into this fetch reads on once it ends: not caught up yet.
    if (f.more)
        request();
    else if (!hasFoldedRead())
        Q_EMIT caughtUp();
}

void LiveTailModel::append(std::vector<Event> &events)
{
    if (events.empty())
        return;
    // More than fits: only the newest are shown.
    if (int(events.size()) > m_capacity)
        events.erase(events.begin(), events.end() - m_capacity);
    const int excess = int(m_rows.size() + events.size()) - m_capacity;
    eraseRows(m_rows, 0, excess);
    const int first = int(m_rows.size());
    appendRows(m_rows, std::move(events));
    Q_EMIT appended(first, int(m_rows.size()) - 1);
}

} // namespace askr::models
