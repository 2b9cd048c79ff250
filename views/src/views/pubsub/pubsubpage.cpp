#include "views/pubsub/pubsubpage.h"

#include "operations/format/format.h"
#include "views/actionrunner.h"
#include "askr_contracts_api.h"
#include "views/pubsub/channelfilterbox.h"
#include "views/pubsub/channelstab.h"
#include "views/emptystate.h"
#include "views/pubsub/eventdetail.h"
#include "views/pubsub/eventstab.h"
#include "models/changethrottle.h"
#include "views/pubsub/livetailtab.h"
#include "operations/pubsub/pubsubactions.h"
#include "operations/pubsub/subscriberactions.h"
#include "views/pubsub/publishdialog.h"
#include "models/pubsub/channelsmodel.h"
#include "models/pubsub/eventsmodel.h"
#include "models/pubsub/livetailmodel.h"
#include "models/pubsub/pubsubcommon.h"
#include "models/pubsub/subscribersmodel.h"
#include "views/selectionkeeper.h"
#include "storage/session.h"
#include "views/pubsub/setcursordialog.h"
#include "views/pubsub/subscriberstab.h"
#include "views/pubsub/trimagedialog.h"
#include "views/pubsub/trimsizedialog.h"
#include "views_debug.h"
#include "storage/settings/pubsubsettings.h"

#include <QAction>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <memory>

namespace askr::views {

using contracts::Connection;
using contracts::Value;

namespace {

QList<QByteArray> bytesOf(const QList<Value> &names)
{
    QList<QByteArray> out;
    for (const Value &v : names)
        out.push_back(v.toBytes());
    return out;
}

} // namespace

PubSubPage::PubSubPage(storage::Session *session, QWidget *parent)
    : Page(session, parent)
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
    , m_tick(new QTimer(this))
{
    setObjectName(QStringLiteral("pubsubPage"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    m_empty->setTitle(tr("Opening…"));
    m_stack->addWidget(m_empty);
    createActions();
    updateActions();
    m_tick->setInterval(2000);
    connect(m_tick, &QTimer::timeout, this, &PubSubPage::tick);
    connect(session, &storage::Session::schemaChanged, this, &PubSubPage::schemaChanged);
}

PubSubPage::~PubSubPage()
{
    if (!isActive())
        return;
    m_channelsTab->saveState();
    m_eventsTab->saveState();
    m_tailTab->saveState();
    m_subscribersTab->saveState();
    storage::settings::PubSubSettings::setTab(m_tabs->currentIndex());
}

QString PubSubPage::title() const
{
    return tr("Pub/sub");
}

QIcon PubSubPage::icon() const
{
    return QIcon::fromTheme(QStringLiteral("mail-send-receive"));
}

void PubSubPage::createActions()
{
    auto make = [this](const char *icon, const QString &text, const QString &tip, const QString &name) {
        auto *a = new QAction(QIcon::fromTheme(QLatin1String(icon)), text, this);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        a->setObjectName(name);
        return a;
    };
    m_publishAction = make("mail-send", tr("&Publish Test Event…"), tr("Publish an event to a channel, to test listeners and subscribers"),
                           QStringLiteral("pubsubPublishAction"));
    m_trimAgeAction = make("edit-clear-history", tr("Trim by &Age…"),
                           tr("Delete the events older than an age, after a preview of what goes and which subscribers lose unread events"),
                           QStringLiteral("pubsubTrimAgeAction"));
    m_trimSizeAction = make("edit-clear-list", tr("Trim to &Newest…"),
                            tr("Keep only the newest events, after a preview of what goes and which subscribers lose unread events"),
                            QStringLiteral("pubsubTrimSizeAction"));
    m_resetToHeadAction = make("go-last", tr("Reset Cursor to &Head"),
                               tr("Move the selected subscribers' cursors to the newest event: they skip everything unread"),
                               QStringLiteral("pubsubResetToHeadAction"));
    m_setCursorAction = make("go-jump", tr("Set &Cursor…"), tr("Move the current subscriber's cursor to a sequence number, to replay or skip events"),
                             QStringLiteral("pubsubSetCursorAction"));
    m_deleteSubscriberAction = make("edit-delete", tr("&Delete Subscriber"),
                                    tr("Delete the selected durable subscribers (the runtime recreates a name it still uses, at the head)"),
                                    QStringLiteral("pubsubDeleteSubscriberAction"));
    m_deleteSubscriberAction->setShortcut(QKeySequence::Delete);
    m_deleteSubscriberAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_pauseTailAction = make("media-playback-pause", tr("Pause &Live Tail"), tr("Stop following new events; resuming catches up"),
                             QStringLiteral("pubsubPauseTailAction"));
    m_pauseTailAction->setCheckable(true);
    m_showEventsAction = make("view-list-details", tr("Show &Events of Channel"), tr("Browse this channel's events"),
                              QStringLiteral("pubsubShowEventsAction"));
    m_tailChannelAction = make("media-playback-start", tr("&Tail Channel"), tr("Follow this channel's new events live"),
                               QStringLiteral("pubsubTailChannelAction"));
    m_separator1 = new QAction(this);
    m_separator1->setSeparator(true);
    m_separator2 = new QAction(this);
    m_separator2->setSeparator(true);

    for (QAction *a : {m_publishAction, m_trimAgeAction, m_trimSizeAction, m_resetToHeadAction, m_setCursorAction, m_deleteSubscriberAction})
        guardWriteAction(a, session());

    connect(m_publishAction, &QAction::triggered, this, &PubSubPage::publishTestEvent);
    connect(m_trimAgeAction, &QAction::triggered, this, &PubSubPage::trimByAge);
    connect(m_trimSizeAction, &QAction::triggered, this, &PubSubPage::trimBySize);
    connect(m_resetToHeadAction, &QAction::triggered, this, &PubSubPage::resetToHead);
    connect(m_setCursorAction, &QAction::triggered, this, &PubSubPage::setCursor);
    connect(m_deleteSubscriberAction, &QAction::triggered, this, &PubSubPage::deleteSubscribers);
    connect(m_pauseTailAction, &QAction::toggled, this, [this](bool paused) {
        m_pauseTailAction->setText(paused ? tr("Resume &Live Tail") : tr("Pause &Live Tail"));
        m_pauseTailAction->setIcon(QIcon::fromTheme(paused ? QStringLiteral("media-playback-start") : QStringLiteral("media-playback-pause")));
        if (m_tail)
            m_tail->setPaused(paused);
    });
    connect(m_showEventsAction, &QAction::triggered, this, [this] { showChannelEvents(m_channelsTab->currentChannel()); });
    connect(m_tailChannelAction, &QAction::triggered, this, [this] { tailChannel(m_channelsTab->currentChannel()); });
}

QList<QAction *> PubSubPage::pageActions() const
{
    return {m_publishAction, m_trimAgeAction, m_trimSizeAction, m_separator1, m_resetToHeadAction,
            m_setCursorAction, m_deleteSubscriberAction, m_separator2, m_pauseTailAction};
}

void PubSubPage::schemaChanged()
{
    const auto &report = session()->schema().pubsub;
    if (report.present) {
        activate();
        return;
    }
    if (isActive())
        return; // the tables went away under us: the queries will say so
    m_empty->setTitle(tr("No pub/sub log in this database"));
    QString text = tr("This database has no askr_events and askr_subscribers tables: the application does not broadcast through it.");
    if (report.partial && !report.errors.isEmpty())
        text = tr("The pub/sub tables are incomplete:") + QLatin1Char('\n') + report.errors.join(QLatin1Char('\n'));
    m_empty->setText(text);
    updateActions();
}

void PubSubPage::activate()
{
    if (isActive())
        return;
    storage::Session *s = session();
    m_channels = new models::ChannelsModel(s, this);
    m_events = new models::EventsModel(s, this);
    m_tail = new models::LiveTailModel(s, this);
    m_subscribers = new models::SubscribersModel(s, this);
    m_channels->setObjectName(QStringLiteral("pubsubChannelsModel"));
    m_events->setObjectName(QStringLiteral("pubsubEventsModel"));
    m_tail->setObjectName(QStringLiteral("pubsubTailModel"));
    m_subscribers->setObjectName(QStringLiteral("pubsubSubscribersModel"));
    // Cheap and needed for the sidebar's count of stalled subscribers; the
    // tail reads only what is new, even when not looked at, so that it has
    // the recent past when the user comes back.
    auto *always = new models::ChangeThrottle(s, this, 0, [this] {
        m_subscribers->refresh();
        m_tail->poll();
    });
    always->setFollowHidden(true);
    // The channels while the page is shown (the events tab follows on its own).
    new models::ChangeThrottle(s, this, 0, [this] { m_channels->refresh(); });
    m_tail->setCapacity(storage::settings::PubSubSettings::tailCapacity());
    applySettings();
    m_tail->setPaused(m_pauseTailAction->isChecked());

    m_content = new QWidget(this);
    m_summary = new QLabel(m_content);
    m_summary->setObjectName(QStringLiteral("pubsubSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tabs = new QTabWidget(m_content);
    m_tabs->setObjectName(QStringLiteral("pubsubTabs"));
    m_tabs->setDocumentMode(true);
    m_channelsTab = new ChannelsTab(m_channels, m_tabs);
    m_eventsTab = new EventsTab(s, m_events, m_channels, m_tabs);
    m_tailTab = new LiveTailTab(s, m_tail, m_channels, m_pauseTailAction, m_tabs);
    m_subscribersTab = new SubscribersTab(m_subscribers, m_tabs);
    m_tabs->addTab(m_channelsTab, QIcon::fromTheme(QStringLiteral("network-wireless")), tr("Channels"));
    m_tabs->addTab(m_eventsTab, QIcon::fromTheme(QStringLiteral("view-list-details")), tr("Events"));
    m_tabs->addTab(m_tailTab, QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("Live Tail"));
    m_tabs->addTab(m_subscribersTab, QIcon::fromTheme(QStringLiteral("user-identity")), tr("Subscribers"));
    auto *layout = new QVBoxLayout(m_content);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    m_stack->addWidget(m_content);
    m_stack->setCurrentWidget(m_content);

    // Context menus.
    QTableView *channelsView = m_channelsTab->view();
    channelsView->addActions({m_showEventsAction, m_tailChannelAction, m_publishAction});
    QTableView *subscribersView = m_subscribersTab->view();
    subscribersView->addActions({m_resetToHeadAction, m_setCursorAction, m_deleteSubscriberAction});
    m_tailTab->view()->addActions({m_pauseTailAction});

    connect(m_channelsTab, &ChannelsTab::channelActivated, this, &PubSubPage::showChannelEvents);
    for (SelectionKeeper *keeper : {m_channelsTab->keeper(), m_eventsTab->keeper(), m_tailTab->keeper(), m_subscribersTab->keeper()})
        connect(keeper, &SelectionKeeper::itemsGone, this, [this](const QStringList &, const QString &message) {
            m_summary->setToolTip(message);
            Q_EMIT statusMessage(message);
        });
    connect(m_subscribersTab, &SubscribersTab::selectionChanged, this, &PubSubPage::updateActions);
    connect(channelsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PubSubPage::updateActions);
    connect(m_tabs, &QTabWidget::currentChanged, this, &PubSubPage::tabChanged);
    connect(m_channels, &models::ChannelsModel::refreshed, this, &PubSubPage::updateSummary);
    connect(m_subscribers, &models::SubscribersModel::refreshed, this, &PubSubPage::updateSummary);
    connect(m_subscribers, &models::SubscribersModel::stalledCountChanged, this, [this] {
        updateSummary();
        Q_EMIT issueCountChanged();
    });
    connect(m_subscribers, &QAbstractItemModel::rowsRemoved, this, &PubSubPage::updateActions);

    m_channels->refresh();
    m_subscribers->refresh();
    m_tabs->setCurrentIndex(qBound(0, storage::settings::PubSubSettings::tab(), m_tabs->count() - 1));
    tabChanged(m_tabs->currentIndex());
    if (isVisible())
        m_tick->start();
    updateActions();
    updateSummary();
}

void PubSubPage::showEvent(QShowEvent *event)
{
    Page::showEvent(event);
    if (!isActive())
        return;
    m_tick->start();
    tabChanged(m_tabs->currentIndex());
}

void PubSubPage::hideEvent(QHideEvent *event)
{
    Page::hideEvent(event);
    m_tick->stop();
}

void PubSubPage::tabChanged(int index)
{
    if (!isActive())
        return;
    if (index == TailTabIndex && !m_tail->isStarted())
        m_tail->start();
    updateActions();
}

// Rates fall to zero and "ago" columns age even when nothing is written.
void PubSubPage::tick()
{
    if (!isActive() || !isVisible())
        return;
    m_channels->refresh();
    m_subscribersTab->view()->viewport()->update();
    m_tailTab->updateStatus();
}

void PubSubPage::showTab(Tab tab)
{
    if (m_tabs)
        m_tabs->setCurrentIndex(int(tab));
}

void PubSubPage::showChannelEvents(const Value &channel)
{
    if (!isActive() || channel.isNull())
        return;
    m_eventsTab->setChannel(channel.toBytes());
    showTab(EventsTabIndex);
}

void PubSubPage::tailChannel(const Value &channel)
{
    if (!isActive() || channel.isNull())
        return;
    showTab(TailTabIndex);
    m_tailTab->setChannel(channel.toBytes());
}

void PubSubPage::focusFilter()
{
    if (!isActive())
        return;
    switch (m_tabs->currentIndex()) {
    case ChannelsTabIndex:
        m_channelsTab->filterEdit()->setFocus(Qt::ShortcutFocusReason);
        m_channelsTab->filterEdit()->selectAll();
        break;
    case EventsTabIndex:
        m_eventsTab->textEdit()->setFocus(Qt::ShortcutFocusReason);
        m_eventsTab->textEdit()->selectAll();
        break;
    case TailTabIndex:
        m_tailTab->textEdit()->setFocus(Qt::ShortcutFocusReason);
        m_tailTab->textEdit()->selectAll();
        break;
    default:
        m_subscribersTab->view()->setFocus(Qt::ShortcutFocusReason);
    }
}

void PubSubPage::refresh()
{
    if (!isActive())
        return;
    if (m_tabs->currentIndex() == ChannelsTabIndex)
        m_channels->recount();
    else
        m_channels->refresh();
    m_subscribers->refresh();
    m_tail->poll();
    if (m_tabs->currentIndex() == EventsTabIndex)
        m_eventsTab->refreshNow();
    else
        m_eventsTab->markStale();
}

void PubSubPage::applySettings()
{
    m_subscribers->setStallThreshold(storage::settings::PubSubSettings::stallSeconds());
    m_subscribers->setBehindThreshold(storage::settings::PubSubSettings::behindSeconds());
}

QStringList PubSubPage::issues() const
{
    QStringList out;
    for (int row = 0; m_subscribers && row < m_subscribers->rowCount(); ++row)
        if (m_subscribers->isStalled(row))
            out << tr("Subscriber %1 has stalled: %2 unread events wait and its cursor does not move.")
                       .arg(m_subscribers->name(row).toDisplayString(), operations::formatCount(m_subscribers->lag(row)));
    return out;
}

int PubSubPage::issueCount() const
{
    return m_subscribers ? m_subscribers->stalledCount() : 0;
}

void PubSubPage::updateActions()
{
    const bool writable = isActive() && !session()->isReadOnly();
    const bool subscribers = isActive() && !m_subscribersTab->selectedNames().isEmpty();
    const bool oneSubscriber = isActive() && m_subscribersTab->currentRow() >= 0;
    m_publishAction->setEnabled(writable);
    m_trimAgeAction->setEnabled(writable);
    m_trimSizeAction->setEnabled(writable);
    m_resetToHeadAction->setEnabled(writable && subscribers);
    m_setCursorAction->setEnabled(writable && oneSubscriber);
    m_deleteSubscriberAction->setEnabled(writable && subscribers);
    m_pauseTailAction->setEnabled(isActive());
    const bool channel = isActive() && !m_channelsTab->currentChannel().isNull();
    m_showEventsAction->setEnabled(channel);
    m_tailChannelAction->setEnabled(channel);
}

void PubSubPage::updateSummary()
{
    if (!isActive())
        return;
    QStringList parts;
    parts << tr("%n channel(s)", nullptr, m_channels->rowCount());
    const qint64 events = m_channels->totalEvents();
    parts << (events < 0 ? tr("counting events…") : tr("%1 events").arg(operations::formatCount(events)));
    const double rate = m_channels->totalRate();
    if (rate >= 0)
        parts << tr("publishing %1").arg(models::pubsub::formatRate(rate));
    parts << tr("head seq %1").arg(m_channels->head());
    QString subs = tr("%n subscriber(s)", nullptr, m_subscribers->rowCount());
    if (m_subscribers->stalledCount() > 0)
        subs += QLatin1Char(' ') + tr("(%n stalled)", nullptr, m_subscribers->stalledCount());
    parts << subs;
    m_summary->setText(parts.join(QStringLiteral("  ·  ")));
}

// ---- Actions ----------------------------------------------------------------

void PubSubPage::publishTestEvent()
{
    if (!isActive())
        return;
    // From the channel list, the chosen channel is the default.
    Value preset;
    if (m_tabs->currentIndex() == ChannelsTabIndex)
        preset = m_channelsTab->currentChannel();
    PublishDialog dialog(m_channels->channelNames(), preset, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QByteArray channel = dialog.channel();
    const QByteArray payload = dialog.payload();
    const operations::Action action = operations::SubscriberActions::publish(channel, payload);
    QPointer<PubSubPage> self(this);
    // Publishing adds one row and destroys nothing: the dialog was the
    // confirmation. The report says what was written.
    runWrite(
        this, session(), action,
        [self, title = action.title, report = action.report](qint64 seq) {
            if (self)
                notify(self, title, report(0, seq));
        },
        [self, title = action.title](const QString &message) { notify(self, title, message, true); });
}

void PubSubPage::trimByAge()
{
    if (!isActive())
        return;
    TrimAgeDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const qint64 seconds = dialog.seconds();
    runTrim(operations::PubSubActions::trimAge(seconds, operations::formatDuration(seconds)));
}

void PubSubPage::trimBySize()
{
    if (!isActive())
        return;
    TrimSizeDialog dialog(m_channels->totalEvents(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const qint64 keep = dialog.keepLast();
    runTrim(operations::PubSubActions::trimSize(keep));
}

// Counts change everywhere after a trim: count again at once.
void PubSubPage::runTrim(ActionSpec spec)
{
    QPointer<PubSubPage> self(this);
    spec.done = [self](qint64) {
        if (self)
            self->m_channels->recount();
    };
    runAction(this, session(), spec);
}

void PubSubPage::resetToHead()
{
    if (!isActive())
        return;
    const QList<Value> selected = m_subscribersTab->selectedNames();
    if (selected.isEmpty())
        return;
    runAction(this, session(), operations::SubscriberActions::resetToHead(bytesOf(selected)));
}

void PubSubPage::setCursor()
{
    if (!isActive())
        return;
    const int row = m_subscribersTab->currentRow();
    if (row < 0)
        return;
    const Value name = m_subscribers->name(row);
    qint64 oldest = 0;
    for (int r = 0; r < m_channels->rowCount(); ++r) {
        const qint64 first = m_channels->data(m_channels->index(r, models::ChannelsModel::FirstSeqColumn), models::ChannelsModel::SortRole).toLongLong();
        oldest = oldest ? std::min(oldest, first) : first;
    }
    SetCursorDialog dialog(name.toDisplayString(), m_subscribers->cursor(row), std::max(m_subscribers->head(), m_channels->head()), oldest, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const qint64 to = dialog.cursor();
    runAction(this, session(), operations::SubscriberActions::setCursor(name.toBytes(), to));
}

void PubSubPage::deleteSubscribers()
{
    if (!isActive())
        return;
    const QList<Value> selected = m_subscribersTab->selectedNames();
    if (selected.isEmpty())
        return;
    runAction(this, session(), operations::SubscriberActions::remove(bytesOf(selected)));
}

} // namespace askr::views
