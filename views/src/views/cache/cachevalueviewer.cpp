#include "views/cache/cachevalueviewer.h"
#include "views/shownreporter.h"

#include "operations/format/format.h"
#include "views/actionrunner.h"
#include "askr_contracts_api.h"
#include "models/cache/cacheformat.h"
#include "models/cache/cachevalueloader.h"
#include "operations/cache/keyactions.h"
#include "views/payloadview.h"
#include "storage/session.h"
#include "storage/settings/cachesettings.h"
#include "storage/settings/recentsettings.h"

#include <QAction>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace askr::views {

using contracts::Value;
using models::CacheValueLoader;

CacheValueViewer::CacheValueViewer(storage::Session *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_loader(new CacheValueLoader(session, this))
    , m_payload(new PayloadView(this))
    , m_keyLabel(new QLabel(this))
    , m_infoLabel(new QLabel(this))
    , m_counterBar(new QWidget(this))
    , m_counterValue(new QLabel(m_counterBar))
    , m_delta(new QSpinBox(m_counterBar))
{
    ShownReporter::watch(this, session);
    setObjectName(QStringLiteral("valueViewer"));
    m_keyLabel->setObjectName(QStringLiteral("valueKey"));
    m_infoLabel->setObjectName(QStringLiteral("valueInfo"));
    m_counterValue->setObjectName(QStringLiteral("counterValue"));
    m_delta->setObjectName(QStringLiteral("counterDelta"));
    m_keyLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_keyLabel->setWordWrap(true);
    QFont bold = m_keyLabel->font();
    bold.setBold(true);
    m_keyLabel->setFont(bold);
    m_payload->setLoadLimit(CacheValueLoader::MaxLoaded);
    m_payload->setPlaceholder(tr("Select a key to see its value."));

    m_increment = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&Increment Counter"), this);
    m_increment->setObjectName(QStringLiteral("incrementAction"));
    m_increment->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Plus));
    m_increment->setToolTip(tr("Add the amount to this counter with the contract's atomic Increment"));
    m_decrement = new QAction(QIcon::fromTheme(QStringLiteral("list-remove")), tr("&Decrement Counter"), this);
    m_decrement->setObjectName(QStringLiteral("decrementAction"));
    m_decrement->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    m_decrement->setToolTip(tr("Subtract the amount from this counter with the contract's atomic Increment"));
    m_save = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("&Save Value As…"), this);
    m_save->setObjectName(QStringLiteral("saveValueAction"));
    m_save->setShortcut(QKeySequence::SaveAs);
    m_save->setToolTip(tr("Write the whole value to a file, read in chunks (also values too large to show)"));
    guardWriteAction(m_increment, session);
    guardWriteAction(m_decrement, session);
    connect(m_increment, &QAction::triggered, this, [this] { addToCounter(+1); });
    connect(m_decrement, &QAction::triggered, this, [this] { addToCounter(-1); });
    connect(m_save, &QAction::triggered, this, &CacheValueViewer::saveValue);

    // The counter bar: the number large, and the two actions.
    m_delta->setRange(1, 1000000000);
    m_delta->setValue(storage::settings::CacheSettings::counterDelta());
    m_delta->setToolTip(tr("Amount to add or subtract"));
    connect(m_delta, &QSpinBox::valueChanged, this, [](int v) { storage::settings::CacheSettings::setCounterDelta(v); });
    QFont big = m_counterValue->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    m_counterValue->setFont(big);
    m_counterValue->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *counterLayout = new QHBoxLayout(m_counterBar);
    counterLayout->setContentsMargins(0, 0, 0, 0);
    counterLayout->addWidget(m_counterValue);
    counterLayout->addStretch();
    for (QAction *a : {m_decrement, m_increment}) {
        auto *button = new QToolButton(m_counterBar);
        button->setDefaultAction(a);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        counterLayout->addWidget(button);
    }
    counterLayout->addWidget(new QLabel(tr("by"), m_counterBar));
    counterLayout->addWidget(m_delta);

    auto *saveButton = new QToolButton(this);
    saveButton->setDefaultAction(m_save);
    auto *top = new QHBoxLayout;
    top->addWidget(m_infoLabel, 1);
    top->addWidget(saveButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_keyLabel);
    layout->addLayout(top);
    layout->addWidget(m_counterBar);
    layout->addWidget(m_payload, 1);
    m_infoLabel->setWordWrap(true);

    connect(m_loader, &CacheValueLoader::loaded, this, &CacheValueViewer::valueLoaded);
    connect(m_loader, &CacheValueLoader::appended, m_payload, &PayloadView::appendChunk);
    connect(m_loader, &CacheValueLoader::errorOccurred, this, [this](const QString &message) {
        m_payload->appendChunk({}); // lets Load More be asked again
        m_infoLabel->setText(message);
        Q_EMIT statusMessage(message);
    });
    connect(m_loader, &CacheValueLoader::saved, this, [this](const QString &path, qint64 bytes) {
        Q_EMIT statusMessage(tr("Saved %1 to %2.").arg(operations::formatBytes(bytes), path));
    });
    connect(m_payload, &PayloadView::chunkRequested, this, [this](qint64 offset, qint64 length) {
        if (offset == m_loader->bytes().size())
            m_loader->loadMore(length);
    });
    clear();
}

Value CacheValueViewer::key() const
{
    return m_loader->key();
}

void CacheValueViewer::showKey(const Value &key, const QVariant &expiresAt)
{
    if (key == m_loader->key() && !key.isNull()) {
        setExpiresAt(expiresAt);
        return;
    }
    m_expiresAt = expiresAt;
    m_keyLabel->setText(key.toDisplayString());
    m_infoLabel->setText(tr("Loading…"));
    m_payload->clear();
    m_loader->load(key);
    updateActions();
}

void CacheValueViewer::clear()
{
    m_loader->load(Value());
    m_expiresAt.clear();
    m_keyLabel->clear();
    m_infoLabel->clear();
    m_payload->clear();
    m_counterBar->hide();
    updateActions();
}

void CacheValueViewer::refresh()
{
    m_loader->refresh();
}

void CacheValueViewer::setExpiresAt(const QVariant &expiresAt)
{
    m_expiresAt = expiresAt;
    updateHeader();
    updateActions();
}

void CacheValueViewer::setDelta(int delta)
{
    m_delta->setValue(delta);
}

bool CacheValueViewer::isExpired() const
{
    return m_expiresAt.isValid() && m_expiresAt.toLongLong() <= m_session->now();
}

bool CacheValueViewer::isCounter() const
{
    if (!m_loader->hasKey() || m_loader->isMissing() || !m_loader->isComplete())
        return false;
    if (m_loader->valueType() == "integer")
        return true;
    // A text or blob holding a decimal number also counts: Increment casts it.
    const QByteArray t = m_loader->bytes().trimmed();
    bool ok = false;
    t.toLongLong(&ok);
    return ok && t.size() <= 20;
}

void CacheValueViewer::valueLoaded()
{
    if (!m_loader->hasKey()) {
        m_payload->clear();
        return;
    }
    if (m_loader->isMissing()) {
        m_payload->clear();
        m_payload->setPlaceholder(tr("This key is no longer in the cache: it was forgotten or swept since the list was read."));
    } else {
        m_payload->setPayload(m_loader->bytes(), m_loader->totalBytes());
    }
    updateHeader();
    updateActions();
}

void CacheValueViewer::updateHeader()
{
    if (!m_loader->hasKey() || m_loader->isLoading())
        return;
    if (m_loader->isMissing()) {
        m_infoLabel->setText(tr("Not in the cache any more."));
        return;
    }
    QString ttl;
    if (!m_expiresAt.isValid())
        ttl = tr("never expires");
    else if (isExpired())
        ttl = tr("expired (readers miss it; a sweep removes it)");
    else
        ttl = tr("expires %1").arg(operations::formatRelative(m_expiresAt.toLongLong(), m_session->now()));
    const QByteArray type = m_loader->valueType();
    const QString what = type == "integer" ? tr("integer (a counter)")
        : type == "real"                   ? tr("real number")
                                           : tr("%1 · %2").arg(QString::fromLatin1(type), operations::formatBytes(m_loader->totalBytes()));
    m_infoLabel->setText(tr("%1 · %2").arg(what, ttl));
    if (isCounter())
        m_counterValue->setText(QString::fromLatin1(m_loader->bytes().trimmed()));
    m_counterBar->setVisible(isCounter());
}

void CacheValueViewer::updateActions()
{
    const bool counter = isCounter();
    m_save->setEnabled(m_loader->hasKey() && !m_loader->isMissing());
    if (m_session->isReadOnly())
        return; // guardWriteAction disabled them, with the reason
    const bool can = counter && !isExpired() && !m_counterBusy;
    for (QAction *a : {m_increment, m_decrement}) {
        a->setEnabled(can);
        a->setStatusTip(counter && isExpired() ? tr("This counter has expired: Increment would restart it from zero and keep it invisible to readers.")
                                               : QString());
    }
}

void CacheValueViewer::addToCounter(qint64 sign)
{
    if (!isCounter() || isExpired() || m_session->isReadOnly())
        return;
    const QByteArray key = m_loader->key().toBytes();
    const qint64 delta = sign * m_delta->value();
    // Only a missing key would take this expiry: keep the one shown.
    const std::optional<qint64> expiresAt = m_expiresAt.isValid() ? std::optional<qint64>(m_expiresAt.toLongLong()) : std::nullopt;
    m_counterBusy = true;
    updateActions();
    const operations::Action action = operations::KeyActions::increment(key, delta, expiresAt);
    runWrite(
        this, m_session, action,
        [this, report = action.report](qint64 value) {
            m_counterBusy = false;
            m_counterValue->setText(QString::number(value));
            Q_EMIT statusMessage(report(0, value));
            m_loader->refresh();
            updateActions();
        },
        [this, title = action.title](const QString &message) {
            m_counterBusy = false;
            updateActions();
            notify(this, title, message, true);
        });
}

void CacheValueViewer::saveValue()
{
    if (!m_loader->hasKey())
        return;
    using storage::settings::RecentSettings;
    const QString dir = RecentSettings::folder(RecentSettings::CacheSaveDir);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Value"), dir);
    if (path.isEmpty())
        return;
    RecentSettings::setFolderOf(RecentSettings::CacheSaveDir, path);
    Q_EMIT statusMessage(tr("Saving the value to %1…").arg(path));
    m_loader->saveTo(path);
}

} // namespace askr::views
