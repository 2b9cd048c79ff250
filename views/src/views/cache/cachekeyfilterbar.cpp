#include "views/cache/cachekeyfilterbar.h"

#include "askr_contracts_api.h"
#include "models/cache/cachekeyfilter.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

namespace askr::views {

using models::CacheKeyFilter;

CacheKeyFilterBar::CacheKeyFilterBar(QWidget *parent, QHBoxLayout *row)
    : QObject(parent)
    , m_mode(new QComboBox(parent))
    , m_pattern(new QLineEdit(parent))
    , m_contains(new QLineEdit(parent))
    , m_goto(new QLineEdit(parent))
{
    m_mode->setObjectName(QStringLiteral("keyFilterMode"));
    m_mode->addItems({tr("Auto"), tr("Prefix"), tr("Glob")});
    m_mode->setItemData(0, tr("A GLOB when the pattern has * ? or [, otherwise a prefix"), Qt::ToolTipRole);
    m_mode->setItemData(1, tr("Keys that start with the text exactly (* ? [ are plain characters)"), Qt::ToolTipRole);
    m_mode->setItemData(2, tr("A case-sensitive GLOB: * any text, ? one character, [abc] a set"), Qt::ToolTipRole);
    m_mode->setToolTip(tr("How the pattern is read"));
    m_pattern->setObjectName(QStringLiteral("keyFilter"));
    m_pattern->setPlaceholderText(tr("Prefix or glob, e.g. user:* (Ctrl+F)"));
    m_pattern->setClearButtonEnabled(true);
    m_pattern->setToolTip(tr("Filter keys by prefix or GLOB; bytes that are not UTF-8 can be typed as \\xNN"));
    m_contains->setObjectName(QStringLiteral("keySearch"));
    m_contains->setPlaceholderText(tr("Key contains…"));
    m_contains->setClearButtonEnabled(true);
    m_contains->setToolTip(tr("Only keys containing this exact, case-sensitive text"));
    m_goto->setObjectName(QStringLiteral("goToKey"));
    m_goto->setPlaceholderText(tr("Go to key…"));
    m_goto->setClearButtonEnabled(true);
    m_goto->setToolTip(tr("Type an exact key and press Enter to scroll to it"));
    row->addWidget(m_mode);
    row->addWidget(m_pattern, 3);
    row->addWidget(m_contains, 2);
    row->addWidget(m_goto, 2);

    m_delay.setSingleShot(true);
    m_delay.setInterval(250);
    connect(&m_delay, &QTimer::timeout, this, &CacheKeyFilterBar::changed);
    connect(m_pattern, &QLineEdit::textChanged, &m_delay, qOverload<>(&QTimer::start));
    connect(m_contains, &QLineEdit::textChanged, &m_delay, qOverload<>(&QTimer::start));
    connect(m_pattern, &QLineEdit::returnPressed, this, &CacheKeyFilterBar::changed);
    connect(m_contains, &QLineEdit::returnPressed, this, &CacheKeyFilterBar::changed);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &CacheKeyFilterBar::changed);
    connect(m_goto, &QLineEdit::returnPressed, this, [this] {
        if (!m_goto->text().isEmpty())
            Q_EMIT goToRequested(models::unescapeBytes(m_goto->text()));
    });
}

CacheKeyFilter CacheKeyFilterBar::filter() const
{
    return CacheKeyFilter::fromInput(m_pattern->text(), CacheKeyFilter::Mode(m_mode->currentIndex()), m_contains->text());
}

int CacheKeyFilterBar::mode() const
{
    return m_mode->currentIndex();
}

void CacheKeyFilterBar::setMode(int mode)
{
    m_mode->setCurrentIndex(mode);
}

void CacheKeyFilterBar::showPrefix(const QByteArray &prefix)
{
    m_mode->setCurrentIndex(int(CacheKeyFilter::Mode::Prefix));
    m_pattern->setText(contracts::escapeBytes(prefix));
    m_contains->clear();
}

void CacheKeyFilterBar::clear(bool quietly)
{
    const QSignalBlocker b1(quietly ? m_pattern : nullptr), b2(quietly ? m_contains : nullptr);
    m_pattern->clear();
    m_contains->clear();
}

void CacheKeyFilterBar::focus()
{
    m_pattern->setFocus(Qt::ShortcutFocusReason);
    m_pattern->selectAll();
}

} // namespace askr::views
