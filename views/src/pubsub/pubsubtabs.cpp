#include "pubsubtabs.h"

#include "emptystate.h"
#include "eventdetail.h"
#include "format.h"
#include "lagchart.h"
#include "pubsub/channelsmodel.h"
#include "pubsub/eventsmodel.h"
#include "pubsub/livetailmodel.h"
#include "pubsub/pubsubcommon.h"
#include "pubsub/subscribersmodel.h"
#include "selectionkeeper.h"
#include "session.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace askr::views {

using models::ChannelsModel;
using models::EventsModel;
using models::LiveTailModel;
using models::SubscribersModel;

namespace {

const QString SettingsGroup = QStringLiteral("PubSub/");

void setupTable(QTableView *view, const QString &name)
{
    view->setObjectName(name);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    view->verticalHeader()->hide();
    // Fixed heights: a table of ten million rows must not measure them.
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setStretchLastSection(true);
}

// Widths in digits: numbers (seqs up to ten million and beyond) must fit.
void restoreHeader(QTableView *view, const QString &key, const QList<int> &widths)
{
    const QByteArray state = QSettings().value(SettingsGroup + key).toByteArray();
    if (state.isEmpty() || !view->horizontalHeader()->restoreState(state)) {
        const int digit = view->fontMetrics().horizontalAdvance(QLatin1Char('0'));
        for (int i = 0; i < widths.size(); ++i)
            view->setColumnWidth(i, digit * widths[i] + 12);
    }
}

// One column takes the room left; the others keep their widths.
void stretchColumn(QTableView *view, int column)
{
    view->horizontalHeader()->setStretchLastSection(false);
    view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Stretch);
}

void saveHeader(const QTableView *view, const QString &key)
{
    QSettings().setValue(SettingsGroup + key, view->horizontalHeader()->saveState());
}

// A filter row above a list with the selected event's payload beside it; the
// splitter's state is a setting.
void layOutListAndDetail(QWidget *tab, QHBoxLayout *top, QSplitter *splitter, QTableView *list, QWidget *detail, const QString &key,
                         const QList<int> &sizes)
{
    splitter->addWidget(list);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setObjectName(QStringLiteral("pubsub_") + key);
    if (!splitter->restoreState(QSettings().value(SettingsGroup + key).toByteArray()))
        splitter->setSizes(sizes);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
}

QLineEdit *makeTextFilter(QWidget *parent, const QString &name)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(name);
    edit->setClearButtonEnabled(true);
    edit->setPlaceholderText(QCoreApplication::translate("askr::views::EventsTab", "Payload contains…"));
    edit->setToolTip(QCoreApplication::translate("askr::views::EventsTab",
                                                 "Only events whose payload contains this exact, case-sensitive text "
                                                 "(searching payloads reads every event: slow on a large log)"));
    edit->setMinimumWidth(200);
    return edit;
}

std::optional<QByteArray> textOf(const QLineEdit *edit)
{
    return edit->text().isEmpty() ? std::nullopt : std::optional<QByteArray>(edit->text().toUtf8());
}

} // namespace

// ---- ChannelFilterBox -------------------------------------------------------

ChannelFilterBox::ChannelFilterBox(ChannelsModel *channels, QWidget *parent)
    : QWidget(parent)
    , m_box(new QComboBox(this))
    , m_channels(channels)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_box);
    m_box->setEditable(true);
    m_box->setInsertPolicy(QComboBox::NoInsert);
    m_box->setMinimumContentsLength(18);
    m_box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_box->setToolTip(tr("Only the events of this channel (read on the channel index)"));
    m_box->lineEdit()->setPlaceholderText(tr("All channels"));
    m_box->lineEdit()->setClearButtonEnabled(true);
    reloadItems();
    connect(channels, &ChannelsModel::refreshed, this, &ChannelFilterBox::reloadItems);
    auto changed = [this] {
        const auto now = channel();
        if (now == m_current)
            return;
        m_current = now;
        Q_EMIT channelChanged();
    };
    connect(m_box, &QComboBox::activated, this, changed);
    connect(m_box->lineEdit(), &QLineEdit::editingFinished, this, changed);
    connect(m_box->lineEdit(), &QLineEdit::textChanged, this, [this, changed](const QString &t) {
        if (t.isEmpty()) // the clear button
            changed();
    });
}

void ChannelFilterBox::reloadItems()
{
    const QList<contracts::Value> names = m_channels->channelNames();
    QStringList labels{tr("All channels")};
    for (const auto &n : names)
        labels << n.toDisplayString();
    QStringList current;
    for (int i = 0; i < m_box->count(); ++i)
        current << m_box->itemText(i);
    if (labels == current)
        return;
    const QString text = m_box->currentText();
    QSignalBlocker block(m_box);
    m_box->clear();
    m_box->addItem(labels.takeFirst());
    for (int i = 0; i < names.size(); ++i)
        m_box->addItem(labels.at(i), QVariant::fromValue(names.at(i)));
    m_box->setCurrentIndex(-1);
    m_box->setEditText(text);
}

std::optional<QByteArray> ChannelFilterBox::channel() const
{
    const QString text = m_box->currentText();
    if (text.isEmpty() || text == m_box->itemText(0))
        return std::nullopt;
    const int i = m_box->findText(text, Qt::MatchExactly);
    if (i > 0)
        return m_box->itemData(i).value<contracts::Value>().toBytes(); // byte-exact
    return text.toUtf8();
}

void ChannelFilterBox::setChannel(const std::optional<QByteArray> &channel)
{
    QString text;
    if (channel) {
        text = QString::fromUtf8(*channel);
        const int row = m_channels->rowOf(contracts::Value::text(*channel));
        if (row >= 0)
            text = m_channels->channel(row).toDisplayString();
    }
    {
        QSignalBlocker block(m_box);
        m_box->setEditText(text);
    }
    if (this->channel() != m_current) {
        m_current = this->channel();
        Q_EMIT channelChanged();
    }
}

// ---- ChannelsTab ------------------------------------------------------------

ChannelsTab::ChannelsTab(ChannelsModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_recount(new QPushButton(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Count Again"), this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
{
    m_proxy->setObjectName(QStringLiteral("pubsubChannelsProxy"));
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(ChannelsModel::SortRole);
    m_proxy->setFilterKeyColumn(ChannelsModel::ChannelColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    setupTable(m_view, QStringLiteral("pubsubChannelsView"));
    m_view->setModel(m_proxy);
    m_keeper = new SelectionKeeper(m_view, [](const QModelIndex &row) { return tr("channel %1").arg(row.siblingAtColumn(0).data().toString()); });
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ChannelsModel::ChannelColumn, Qt::AscendingOrder);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    restoreHeader(m_view, QStringLiteral("channelsHeader"), {34, 14, 11, 12, 12, 18});
    stretchColumn(m_view, ChannelsModel::ChannelColumn);

    m_filter->setObjectName(QStringLiteral("pubsubChannelFilter"));
    m_filter->setPlaceholderText(tr("Filter channels…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(320);
    m_recount->setObjectName(QStringLiteral("pubsubRecount"));
    m_recount->setToolTip(tr("Count the events of every channel now (reads the whole channel index)"));
    m_status->setObjectName(QStringLiteral("pubsubChannelsStatus"));

    m_empty->setTitle(tr("No events in the log"));
    m_empty->setText(tr("Nothing has been published, or every event was trimmed. Channels appear here as soon as an application "
                        "broadcasts; publish a test event to see one."));
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_empty);

    auto *top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addStretch();
    top->addWidget(m_status);
    top->addWidget(m_recount);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_recount, &QPushButton::clicked, model, &ChannelsModel::recount);
    connect(model, &ChannelsModel::refreshed, this, &ChannelsTab::updateStatus);
    connect(model, &ChannelsModel::countingChanged, this, &ChannelsTab::updateStatus);
    connect(model, &ChannelsModel::errorOccurred, this, [this](const QString &message) { m_status->setText(message); });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT channelActivated(m_proxy->mapToSource(index).data(ChannelsModel::RawValueRole).value<contracts::Value>());
    });
    updateStatus();
}

contracts::Value ChannelsTab::currentChannel() const
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid())
        return {};
    return m_proxy->mapToSource(index).data(ChannelsModel::RawValueRole).value<contracts::Value>();
}

void ChannelsTab::updateStatus()
{
    const bool none = m_model->rowCount() == 0 && !m_model->isRefreshing() && m_model->countsKnown();
    m_stack->setCurrentWidget(none ? static_cast<QWidget *>(m_empty) : m_view);
    QStringList parts;
    parts << tr("%n channel(s)", nullptr, m_model->rowCount());
    if (m_model->isCounting())
        parts << tr("counting events…");
    else if (m_model->countsKnown())
        parts << tr("counted %1 in %2 ms").arg(models::formatRelative(m_model->countedAt(), m_model->now()))
                     .arg(m_model->countDurationMs());
    m_status->setText(parts.join(QStringLiteral(" · ")));
    m_recount->setEnabled(!m_model->isCounting());
}

void ChannelsTab::saveState() const
{
    saveHeader(m_view, QStringLiteral("channelsHeader"));
}

// ---- EventsTab --------------------------------------------------------------

EventsTab::EventsTab(storage::Session *session, EventsModel *model, ChannelsModel *channels, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTableView(this))
    , m_channel(new ChannelFilterBox(channels, this))
    , m_text(makeTextFilter(this, QStringLiteral("pubsubEventsText")))
    , m_newestFirst(new QCheckBox(tr("Newest first"), this))
    , m_count(new QLabel(this))
    , m_newEvents(new QPushButton(QIcon::fromTheme(QStringLiteral("go-top")), tr("New events: show"), this))
    , m_detail(new EventDetail(session, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_textDelay(new QTimer(this))
    , m_throttle(new QTimer(this))
{
    setupTable(m_view, QStringLiteral("pubsubEventsView"));
    m_view->setModel(model);
    m_keeper = new SelectionKeeper(m_view, [](const QModelIndex &row) { return tr("event %1").arg(row.siblingAtColumn(0).data().toString()); });
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    restoreHeader(m_view, QStringLiteral("eventsHeader"), {11, 19, 24, 30, 12});
    stretchColumn(m_view, EventsModel::EventColumn);
    m_channel->setObjectName(QStringLiteral("pubsubEventsChannel"));
    m_newestFirst->setObjectName(QStringLiteral("pubsubEventsNewestFirst"));
    m_newestFirst->setChecked(true);
    m_newestFirst->setToolTip(tr("Show the newest events at the top"));
    m_count->setObjectName(QStringLiteral("pubsubEventsCount"));
    m_newEvents->setObjectName(QStringLiteral("pubsubEventsNew"));
    m_newEvents->setToolTip(tr("Events were published since this list was loaded; the list stays put while you read. Click to load it again."));
    m_newEvents->hide();
    m_detail->setObjectName(QStringLiteral("pubsubEventsDetail"));
    auto *onlyChannel = new QAction(QIcon::fromTheme(QStringLiteral("view-filter")), tr("Show Only This &Channel"), this);
    onlyChannel->setObjectName(QStringLiteral("pubsubOnlyChannelAction"));
    onlyChannel->setToolTip(tr("Filter the list by the channel of the selected event"));
    m_view->addAction(onlyChannel);
    connect(onlyChannel, &QAction::triggered, this, [this] {
        const QModelIndex index = m_view->currentIndex();
        if (index.isValid() && index.data(models::PagedTableModel::LoadedRole).toBool())
            setChannel(index.siblingAtColumn(EventsModel::ChannelColumn).data(EventsModel::RawChannelRole).value<contracts::Value>().toBytes());
    });

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Channel:"), this));
    top->addWidget(m_channel);
    top->addWidget(m_text, 1);
    top->addWidget(m_newestFirst);
    top->addStretch();
    top->addWidget(m_newEvents);
    top->addWidget(m_count);
    layOutListAndDetail(this, top, m_splitter, m_view, m_detail, QStringLiteral("eventsSplitter"), {600, 400});

    m_textDelay->setSingleShot(true);
    m_textDelay->setInterval(600);
    m_throttle->setSingleShot(true);
    connect(m_textDelay, &QTimer::timeout, this, &EventsTab::applyFilter);
    connect(m_text, &QLineEdit::textEdited, m_textDelay, qOverload<>(&QTimer::start));
    connect(m_text, &QLineEdit::returnPressed, this, &EventsTab::applyFilter);
    connect(m_text, &QLineEdit::textChanged, this, [this](const QString &t) {
        if (t.isEmpty())
            applyFilter(); // the clear button
    });
    connect(m_channel, &ChannelFilterBox::channelChanged, this, &EventsTab::applyFilter);
    connect(m_newestFirst, &QCheckBox::toggled, model, &EventsModel::setNewestFirst);
    connect(m_newEvents, &QPushButton::clicked, this, &EventsTab::refreshNow);
    connect(m_throttle, &QTimer::timeout, this, &EventsTab::databaseChanged);
    connect(model, &EventsModel::counted, this, &EventsTab::updateCount);
    connect(model, &EventsModel::totalChanged, this, &EventsTab::updateCount);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_detail->clear();
        updateCount();
    });
    connect(model, &EventsModel::errorOccurred, this, [this](const QString &message) { m_count->setText(message); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &EventsTab::showCurrent);
    // A page that arrives for the current row shows its event.
    connect(model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        const int row = m_view->currentIndex().row();
        if (row >= from.row() && row <= to.row())
            showCurrent();
    });
    updateCount();
}

void EventsTab::setChannel(const std::optional<QByteArray> &channel)
{
    m_channel->setChannel(channel);
    applyFilter();
}

void EventsTab::applyFilter()
{
    m_textDelay->stop();
    m_newEvents->hide();
    m_model->setFilter(m_channel->channel(), textOf(m_text));
    updateCount();
}

void EventsTab::refreshNow()
{
    m_newEvents->hide();
    m_view->clearSelection();
    m_view->setCurrentIndex({});
    m_detail->clear();
    m_lastRefreshMs = QDateTime::currentMSecsSinceEpoch();
    m_model->update();
    m_view->scrollToTop();
}

void EventsTab::databaseChanged()
{
    // Reading something further down, or an event open: do not move it.
    const bool reading = m_view->currentIndex().isValid() || m_view->verticalScrollBar()->value() > 0;
    if (reading) {
        m_newEvents->show();
        return;
    }
    // Counting costs up to a second on ten million events, a text search
    // more: refresh no more often than a few times the last count took.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 gap = std::max<qint64>(2000, 5 * m_model->lastCountMs());
    if (now - m_lastRefreshMs < gap || m_model->isCounting()) {
        if (!m_throttle->isActive())
            m_throttle->start(int(std::max<qint64>(200, gap - (now - m_lastRefreshMs))));
        return;
    }
    m_lastRefreshMs = now;
    m_model->update();
}

void EventsTab::showCurrent()
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid() || !index.data(models::PagedTableModel::LoadedRole).toBool())
        return;
    const qint64 seq = m_model->seqAt(index.row());
    if (seq && seq != m_detail->seq())
        m_detail->setEvent(seq, index.siblingAtColumn(EventsModel::ChannelColumn).data(EventsModel::RawChannelRole).value<contracts::Value>(),
                           index.data(EventsModel::CreatedAtRole).toLongLong());
}

void EventsTab::updateCount()
{
    const bool filtered = m_model->channelFilter() || m_model->textFilter();
    if (m_model->isCounting() && m_model->rowCount() == 0)
        m_count->setText(m_model->textFilter() ? tr("Searching payloads…") : tr("Counting…"));
    else
        m_count->setText(filtered ? tr("%1 matching events").arg(models::formatCount(m_model->total()))
                                  : tr("%1 events").arg(models::formatCount(m_model->total())));
}

void EventsTab::saveState() const
{
    saveHeader(m_view, QStringLiteral("eventsHeader"));
    QSettings().setValue(SettingsGroup + QStringLiteral("eventsSplitter"), m_splitter->saveState());
}

// ---- LiveTailTab ------------------------------------------------------------

LiveTailTab::LiveTailTab(storage::Session *session, LiveTailModel *model, ChannelsModel *channels, QAction *pauseAction, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTableView(this))
    , m_channel(new ChannelFilterBox(channels, this))
    , m_text(makeTextFilter(this, QStringLiteral("pubsubTailText")))
    , m_status(new QLabel(this))
    , m_detail(new EventDetail(session, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    setupTable(m_view, QStringLiteral("pubsubTailView"));
    m_view->setModel(model);
    m_keeper = new SelectionKeeper(m_view, [](const QModelIndex &row) { return tr("event %1").arg(row.siblingAtColumn(0).data().toString()); });
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    restoreHeader(m_view, QStringLiteral("tailHeader"), {11, 10, 20, 26, 12, 40});
    m_channel->setObjectName(QStringLiteral("pubsubTailChannel"));
    m_status->setObjectName(QStringLiteral("pubsubTailStatus"));
    m_detail->setObjectName(QStringLiteral("pubsubTailDetail"));
    auto *pause = new QToolButton(this);
    pause->setDefaultAction(pauseAction);
    pause->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *clear = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-clear-history")), tr("Clear"), this);
    clear->setObjectName(QStringLiteral("pubsubTailClear"));
    clear->setToolTip(tr("Empty this view and follow from the newest event"));

    auto *top = new QHBoxLayout;
    top->addWidget(pause);
    top->addWidget(new QLabel(tr("Channel:"), this));
    top->addWidget(m_channel);
    top->addWidget(m_text, 1);
    top->addWidget(clear);
    top->addStretch();
    top->addWidget(m_status);
    layOutListAndDetail(this, top, m_splitter, m_view, m_detail, QStringLiteral("tailSplitter"), {650, 350});

    connect(m_channel, &ChannelFilterBox::channelChanged, this, &LiveTailTab::applyFilter);
    connect(m_text, &QLineEdit::returnPressed, this, &LiveTailTab::applyFilter);
    connect(m_text, &QLineEdit::textChanged, this, [this](const QString &t) {
        if (t.isEmpty())
            applyFilter();
    });
    connect(clear, &QPushButton::clicked, model, &LiveTailModel::clearToHead);
    // Stay at the bottom while following, unless the user scrolled up.
    connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        const QScrollBar *bar = m_view->verticalScrollBar();
        m_atBottom = bar->value() >= bar->maximum() - 2;
    });
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_atBottom && !m_model->isPaused())
            m_view->scrollToBottom();
        updateStatus();
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_detail->clear();
        updateStatus();
    });
    connect(model, &LiveTailModel::pausedChanged, this, &LiveTailTab::updateStatus);
    connect(model, &LiveTailModel::caughtUp, this, &LiveTailTab::updateStatus);
    connect(model, &LiveTailModel::errorOccurred, this, [this](const QString &message) { m_status->setText(message); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LiveTailTab::showCurrent);
    updateStatus();
}

void LiveTailTab::setChannel(const std::optional<QByteArray> &channel)
{
    m_channel->setChannel(channel);
    applyFilter();
}

void LiveTailTab::applyFilter()
{
    m_model->setFilter(m_channel->channel(), textOf(m_text));
}

void LiveTailTab::showCurrent()
{
    const LiveTailModel::Event *e = m_model->eventAt(m_view->currentIndex().row());
    if (!e || !e->seq) {
        m_detail->clear();
        return;
    }
    m_detail->setEvent(e->seq, e->channel, e->createdAt);
}

void LiveTailTab::updateStatus()
{
    QString state;
    if (!m_model->isStarted())
        state = tr("Not started");
    else if (m_model->isPaused())
        state = tr("Paused at seq %1").arg(m_model->cursor());
    else if (m_model->cursor() < 0)
        state = tr("Starting…");
    else
        state = tr("Following after seq %1").arg(m_model->cursor());
    m_status->setText(tr("%1 · %2 shown (last %3 kept) · %4 received")
                          .arg(state, models::formatCount(m_model->rowCount()), models::formatCount(m_model->capacity()),
                               models::formatCount(m_model->received())));
}

void LiveTailTab::saveState() const
{
    saveHeader(m_view, QStringLiteral("tailHeader"));
    QSettings().setValue(SettingsGroup + QStringLiteral("tailSplitter"), m_splitter->saveState());
}

// ---- SubscribersTab ---------------------------------------------------------

SubscribersTab::SubscribersTab(SubscribersModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_chart(new LagChart(model, this))
    , m_stall(new QSpinBox(this))
    , m_measure(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new EmptyState(this))
{
    m_proxy->setObjectName(QStringLiteral("pubsubSubscribersProxy"));
    m_proxy->setSourceModel(model);
    m_proxy->setSortRole(SubscribersModel::SortRole);
    setupTable(m_view, QStringLiteral("pubsubSubscribersView"));
    m_view->setModel(m_proxy);
    m_keeper = new SelectionKeeper(m_view, [](const QModelIndex &row) { return tr("subscriber %1").arg(row.siblingAtColumn(0).data().toString()); });
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(SubscribersModel::NameColumn, Qt::AscendingOrder);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    restoreHeader(m_view, QStringLiteral("subscribersHeader"), {28, 26, 12, 12, 16, 18});
    stretchColumn(m_view, SubscribersModel::NameColumn);

    m_stall->setObjectName(QStringLiteral("pubsubStallSeconds"));
    m_stall->setRange(5, 7 * 86400);
    m_stall->setSuffix(tr(" s"));
    m_stall->setValue(int(model->stallThreshold()));
    m_stall->setToolTip(tr("A subscriber is stalled when unread events have waited this long and its cursor has not moved for as long"));
    m_measure->setObjectName(QStringLiteral("pubsubLagMeasure"));
    m_measure->addItems({tr("Lag in events"), tr("Age of oldest unread")});
    m_measure->setCurrentIndex(QSettings().value(SettingsGroup + QStringLiteral("lagMeasure"), 0).toInt());
    m_chart->setMeasure(LagChart::Measure(m_measure->currentIndex()));
    m_status->setObjectName(QStringLiteral("pubsubSubscribersStatus"));

    m_empty->setTitle(tr("No durable subscribers"));
    m_empty->setText(tr("Readers that must not miss events keep their cursor in askr_subscribers; the runtime's Subscribe "
                        "creates them. None exists in this database."));
    m_splitter->setObjectName(QStringLiteral("pubsubSubscribersSplitter"));
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_chart);
    if (!m_splitter->restoreState(QSettings().value(SettingsGroup + QStringLiteral("subscribersSplitter")).toByteArray()))
        m_splitter->setSizes({300, 260});
    m_stack->addWidget(m_splitter);
    m_stack->addWidget(m_empty);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Stalled after:"), this));
    top->addWidget(m_stall);
    top->addSpacing(12);
    top->addWidget(new QLabel(tr("Chart:"), this));
    top->addWidget(m_measure);
    top->addStretch();
    top->addWidget(m_status);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);

    connect(m_stall, &QSpinBox::valueChanged, this, [this](int seconds) {
        m_model->setStallThreshold(seconds);
        QSettings().setValue(SettingsGroup + QStringLiteral("stallSeconds"), seconds);
    });
    connect(m_measure, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_chart->setMeasure(LagChart::Measure(index));
        QSettings().setValue(SettingsGroup + QStringLiteral("lagMeasure"), index);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_chart->setSubscribers(selectedNames());
        Q_EMIT selectionChanged();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &SubscribersTab::selectionChanged);
    auto update = [this] {
        const int n = m_model->rowCount();
        m_stack->setCurrentWidget(n == 0 && !m_model->isRefreshing() ? static_cast<QWidget *>(m_empty) : m_splitter);
        QString text = tr("%n subscriber(s)", nullptr, n);
        if (m_model->stalledCount() > 0)
            text += QStringLiteral(" · ") + tr("%n stalled", nullptr, m_model->stalledCount());
        text += QStringLiteral(" · ") + tr("head seq %1").arg(m_model->head());
        m_status->setText(text);
    };
    connect(model, &SubscribersModel::refreshed, this, update);
    connect(model, &SubscribersModel::stalledCountChanged, this, update);
    connect(model, &SubscribersModel::errorOccurred, this, [this](const QString &message) { m_status->setText(message); });
    update();
}

QList<contracts::Value> SubscribersTab::selectedNames() const
{
    QList<contracts::Value> out;
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows)
        out << m_proxy->mapToSource(index).data(SubscribersModel::RawValueRole).value<contracts::Value>();
    return out;
}

int SubscribersTab::currentRow() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? m_proxy->mapToSource(index).row() : -1;
}

void SubscribersTab::saveState() const
{
    saveHeader(m_view, QStringLiteral("subscribersHeader"));
    QSettings().setValue(SettingsGroup + QStringLiteral("subscribersSplitter"), m_splitter->saveState());
}

} // namespace askr::views
