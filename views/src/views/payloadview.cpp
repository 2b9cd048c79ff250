#include "views/payloadview.h"

#include "operations/format/format.h"
#include "storage/settings/payloadsettings.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace askr::views {

namespace payload = operations::payload;
using payload::Format;

PayloadView::PayloadView(QWidget *parent)
    : QWidget(parent)
    , m_modeBox(new QComboBox(this))
    , m_sizeLabel(new QLabel(this))
    , m_moreButton(new QPushButton(QIcon::fromTheme(QStringLiteral("go-down")), tr("Load More"), this))
    , m_summary(new QWidget(this))
    , m_summaryLayout(new QFormLayout(m_summary))
    , m_text(new QPlainTextEdit(this))
    , m_footerTitle(new QLabel(this))
    , m_footer(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("payloadView"));
    m_modeBox->setObjectName(QStringLiteral("payloadMode"));
    m_text->setObjectName(QStringLiteral("payloadText"));
    m_footer->setObjectName(QStringLiteral("payloadFooter"));
    m_moreButton->setObjectName(QStringLiteral("payloadMore"));
    m_modeBox->addItems({tr("Auto"), tr("Text"), tr("JSON"), tr("PHP serialized"), tr("Integer"), tr("Hex")});
    m_modeBox->setToolTip(tr("How to show the bytes"));
    m_moreButton->setToolTip(tr("Load the next part of this large value"));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (QPlainTextEdit *edit : {m_text, m_footer}) {
        edit->setReadOnly(true);
        edit->setFont(mono);
        // Wrapped at the pane's width: long exception lines and JSON strings
        // are read without scrolling sideways.
        edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
        edit->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    }
    m_summaryLayout->setContentsMargins(0, 0, 0, 0);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Show as:"), this));
    top->addWidget(m_modeBox);
    top->addStretch();
    top->addWidget(m_sizeLabel);
    top->addWidget(m_moreButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_text, 3);
    layout->addWidget(m_footerTitle);
    layout->addWidget(m_footer, 2);
    m_footerTitle->hide();
    m_footer->hide();
    m_moreButton->hide();
    m_modeBox->setCurrentIndex(storage::settings::PayloadSettings::mode());

    connect(m_modeBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        storage::settings::PayloadSettings::setMode(index);
        render();
    });
    connect(m_moreButton, &QPushButton::clicked, this, [this] {
        m_moreButton->setEnabled(false);
        Q_EMIT chunkRequested(m_data.size(), qMin<qint64>(ChunkSize, m_total - m_data.size()));
    });
    clear();
}

void PayloadView::setPayload(const QByteArray &data, qint64 totalSize)
{
    m_data = data;
    m_total = totalSize < 0 ? data.size() : totalSize;
    render();
}

void PayloadView::appendChunk(const QByteArray &data)
{
    m_data += data;
    m_moreButton->setEnabled(true);
    render();
}

void PayloadView::clear()
{
    m_data.clear();
    m_total = 0;
    setFooter({}, {});
    render();
}

void PayloadView::setPlaceholder(const QString &text)
{
    m_text->setPlaceholderText(text);
}

void PayloadView::setFooter(const QString &title, const QString &text)
{
    m_footerTitle->setText(title);
    m_footer->setPlainText(text);
    m_footerTitle->setVisible(!title.isEmpty());
    m_footer->setVisible(!text.isEmpty());
}

void PayloadView::setMode(Mode mode)
{
    m_modeBox->setCurrentIndex(int(mode));
}

PayloadView::Mode PayloadView::mode() const
{
    return Mode(m_modeBox->currentIndex());
}

QString PayloadView::shownText() const
{
    return m_text->toPlainText();
}

void PayloadView::render()
{
    const bool truncated = m_data.size() < m_total;
    switch (mode()) {
    case Auto:
        m_shown = payload::detect(m_data, truncated);
        break;
    case Text:
        m_shown = Format::Text;
        break;
    case Json:
        m_shown = Format::Json;
        break;
    case Php:
        m_shown = Format::PhpSerialized;
        break;
    case Integer:
        m_shown = Format::Integer;
        break;
    case Hex:
    case NUM_MODES:
        m_shown = Format::Binary;
        break;
    }
    // A hex dump keeps its columns.
    m_text->setLineWrapMode(m_shown == Format::Binary ? QPlainTextEdit::NoWrap : QPlainTextEdit::WidgetWidth);
    // A prefix of a large value is rendered as far as it goes (no parser
    // accepts it), with a last line saying what is missing.
    m_text->setPlainText(truncated ? payload::renderPartial(m_data, m_shown) + QLatin1Char('\n')
                                         + tr("… %1 more not loaded").arg(operations::formatBytes(m_total - m_data.size()))
                                   : payload::render(m_data, m_shown));

    while (m_summaryLayout->rowCount() > 0)
        m_summaryLayout->removeRow(0);
    if (!truncated) {
        for (const auto &[label, value] : payload::laravelSummary(m_data)) {
            auto *v = new QLabel(value, m_summary);
            v->setTextInteractionFlags(Qt::TextSelectableByMouse);
            m_summaryLayout->addRow(QStringLiteral("<b>%1</b>").arg(label.toHtmlEscaped()), v);
        }
    }
    m_summary->setVisible(m_summaryLayout->rowCount() > 0);
    m_sizeLabel->setText(truncated ? tr("%1 of %2 shown").arg(operations::formatBytes(m_data.size()), operations::formatBytes(m_total))
                                   : (m_total ? operations::formatBytes(m_total) : QString()));
    const bool atLimit = m_loadLimit >= 0 && m_data.size() >= m_loadLimit;
    m_moreButton->setVisible(truncated && !atLimit);
    if (truncated && atLimit)
        m_sizeLabel->setToolTip(tr("No more is shown here; save the value to a file to see all of it."));
    else
        m_sizeLabel->setToolTip(QString());
}

void PayloadView::setLoadLimit(qint64 bytes)
{
    m_loadLimit = bytes;
    render();
}

} // namespace askr::views
