#pragma once

#include "operations/payload/payloaddecoder.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace askr::views {

// Shows a job payload, an event payload or a cache value: a summary of the
// Laravel fields on top, then the body as text, pretty JSON, readable PHP
// serialization, integer or hex. A large value arrives in chunks: the first
// one shows at once and "Load more" asks for the next.
class PayloadView : public QWidget
{
    Q_OBJECT
public:
    enum Mode { Auto, Text, Json, Php, Integer, Hex, NUM_MODES };

    explicit PayloadView(QWidget *parent = nullptr);

    // The whole payload, or its first chunk when totalSize is larger.
    void setPayload(const QByteArray &data, qint64 totalSize = -1);
    // Appends the next chunk (after a chunkRequested).
    void appendChunk(const QByteArray &data);
    void clear();
    // Extra text under the body, e.g. a failed job's full exception.
    void setFooter(const QString &title, const QString &text);
    void setPlaceholder(const QString &text);
    // Load More stops offering chunks past this many bytes (-1: no limit):
    // a view is no place for hundreds of megabytes.
    void setLoadLimit(qint64 bytes);

    void setMode(Mode mode);
    Mode mode() const;
    // The format shown (after Auto detection).
    operations::payload::Format shownFormat() const { return m_shown; }
    QString shownText() const;
    qint64 loadedBytes() const { return m_data.size(); }
    qint64 totalBytes() const { return m_total; }

    static constexpr qint64 ChunkSize = 256 * 1024;

Q_SIGNALS:
    // The viewer wants bytes [offset, offset + length) of the value.
    void chunkRequested(qint64 offset, qint64 length);

private:
    void render();

    QComboBox *m_modeBox;
    QLabel *m_sizeLabel;
    QPushButton *m_moreButton;
    QWidget *m_summary;
    QFormLayout *m_summaryLayout;
    QPlainTextEdit *m_text;
    QLabel *m_footerTitle;
    QPlainTextEdit *m_footer;
    QByteArray m_data;
    qint64 m_total = 0;
    qint64 m_loadLimit = -1;
    operations::payload::Format m_shown = operations::payload::Format::Text;
};

} // namespace askr::views
