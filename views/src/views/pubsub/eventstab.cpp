#include "views/pubsub/eventstab.h"
#include "views/pagedtableview.h"
#include "views/shownreporter.h"

#include "operations/format/format.h"
#include "views/pubsub/channelfilterbox.h"
#include "views/pubsub/eventdetail.h"
#include "models/changethrottle.h"
#include "models/pubsub/channelsmodel.h"
#include "models/pubsub/eventsmodel.h"
#include "views/pubsub/pubsubtabhelpers.h"
#include "views/selectionkeeper.h"
#include "storage/session.h"
#include "storage/settings/layoutsettings.h"

#include <QAction>
#include <QCheckBox>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>

namespace askr::views {

using models::ChannelsModel;
using models::EventsModel;

using namespace askr::views::pubsubtab;

EventsTab::EventsTab(storage::Session *session, EventsModel *model, ChannelsModel *channels, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new PagedTableView(this))
    , m_channel(new ChannelFilterBox(channels, this))
    , m_text(makeTextFilter(this, QStringLiteral("pubsubEventsText")))
    , m_newestFirst(new QCheckBox(tr("Newest first"), this))
    , m_count(new QLabel(this))
    , m_newEvents(new QPushButton(QIcon::fromTheme(QStringLiteral("go-top")), tr("New events: show"), this))
    , m_detail(new EventDetail(session, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_textDelay(new QTimer(this))
    , m_follow(new models::ChangeThrottle(session, this, 2000, [this] { followChange(); }))
{
    ShownReporter::watch(this, session);
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
    // The pointer over the rows holds them, as a selection does (issue 32).
    m_view->viewport()->installEventFilter(this);
    updateCount();
}

bool EventsTab::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && (event->type() == QEvent::Enter || event->type() == QEvent::Leave)) {
        m_overList = event->type() == QEvent::Enter;
        // Left, with events held back and nothing else holding: catch up
        // (from the event loop: the view may be on its way out).
        if (!m_overList)
            QTimer::singleShot(0, this, [this] {
                if (!m_overList && m_newEvents->isVisible() && !m_view->currentIndex().isValid() && m_view->verticalScrollBar()->value() == 0)
                    refreshNow();
            });
    }
    return QWidget::eventFilter(watched, event);
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
    m_model->update();
    m_model->setWindowStart(0); // the top of the table, not of the window
    m_view->scrollToTop();
}

void EventsTab::markStale()
{
    m_follow->markStale();
}

void EventsTab::followChange()
{
    // Reading something further down, or an event open: do not move it.
    const bool reading = m_overList || m_view->currentIndex().isValid() || m_view->verticalScrollBar()->value() > 0;
    if (reading) {
        m_newEvents->show();
        return;
    }
    // Counting costs up to a second on ten million events, a text search
    // more: refresh no more often than a few times the last count took, and
    // never over a count still running.
    m_follow->setInterval(int(std::max<qint64>(2000, 5 * m_model->lastCountMs())));
    if (m_model->isCounting()) {
        m_follow->markStale();
        return;
    }
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
        m_count->setText(filtered ? tr("%1 matching events").arg(operations::formatCount(m_model->total()))
                                  : tr("%1 events").arg(operations::formatCount(m_model->total())));
}

void EventsTab::saveState() const
{
    saveHeader(m_view, QStringLiteral("eventsHeader"));
    storage::settings::LayoutSettings::setState(SettingsGroup + QStringLiteral("eventsSplitter"), m_splitter->saveState());
}

} // namespace askr::views
