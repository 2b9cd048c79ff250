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
    : EventListTab(session, new PagedTableView, model, channels, QStringLiteral("pubsubEvents"), QStringLiteral("events"), parent)
    , m_model(model)
    , m_newestFirst(new QCheckBox(tr("Newest first"), this))
    , m_count(new QLabel(this))
    , m_newEvents(new QPushButton(QIcon::fromTheme(QStringLiteral("go-top")), tr("New events: show"), this))
    , m_textDelay(new QTimer(this))
    , m_follow(new models::ChangeThrottle(session, this, 2000, [this] { followChange(); }))
{
    ShownReporter::watch(this, session);
    // In digits: seq to ten million, a date and time, a channel mostly
    // whole; the Event column takes the rest (a class name whole in a
    // window of 1280 x 800, the payload pane beside it).
    restoreHeader(view(), QStringLiteral("eventsHeader"), {8, 17, 16, 30, 9});
    stretchColumn(view(), EventsModel::EventColumn);
    m_newestFirst->setObjectName(QStringLiteral("pubsubEventsNewestFirst"));
    m_newestFirst->setChecked(true);
    m_newestFirst->setToolTip(tr("Show the newest events at the top"));
    m_count->setObjectName(QStringLiteral("pubsubEventsCount"));
    m_newEvents->setObjectName(QStringLiteral("pubsubEventsNew"));
    m_newEvents->setToolTip(tr("Events were published since this list was loaded; the list stays put while you read. Click to load it again."));
    m_newEvents->hide();
    auto *onlyChannel = new QAction(QIcon::fromTheme(QStringLiteral("view-filter")), tr("Show Only This &Channel"), this);
    onlyChannel->setObjectName(QStringLiteral("pubsubOnlyChannelAction"));
    onlyChannel->setToolTip(tr("Filter the list by the channel of the selected event"));
    view()->addAction(onlyChannel);
    connect(onlyChannel, &QAction::triggered, this, [this] {
        const QModelIndex index = view()->currentIndex();
        if (index.isValid() && index.data(models::PagedTableModel::LoadedRole).toBool())
            setChannel(index.siblingAtColumn(EventsModel::ChannelColumn).data(EventsModel::RawChannelRole).value<contracts::Value>().toBytes());
    });

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Channel:"), this));
    top->addWidget(channelBox());
    top->addWidget(textEdit(), 1);
    top->addWidget(m_newestFirst);
    top->addStretch();
    top->addWidget(m_newEvents);
    top->addWidget(m_count);
    layOut(top, {700, 300});

    m_textDelay->setSingleShot(true);
    m_textDelay->setInterval(600);
    connect(m_textDelay, &QTimer::timeout, this, &EventsTab::applyFilter);
    connect(textEdit(), &QLineEdit::textEdited, m_textDelay, qOverload<>(&QTimer::start));
    connect(m_newestFirst, &QCheckBox::toggled, model, &EventsModel::setNewestFirst);
    connect(m_newEvents, &QPushButton::clicked, this, &EventsTab::refreshNow);
    connect(model, &EventsModel::counted, this, &EventsTab::updateCount);
    connect(model, &EventsModel::totalChanged, this, &EventsTab::updateCount);
    connect(model, &QAbstractItemModel::modelReset, this, &EventsTab::updateCount);
    connect(model, &EventsModel::errorOccurred, this, [this](const QString &message) { m_count->setText(message); });
    connect(view()->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &EventsTab::showCurrent);
    // A page that arrives for the current row shows its event.
    connect(model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        const int row = view()->currentIndex().row();
        if (row >= from.row() && row <= to.row())
            showCurrent();
    });
    // The pointer over the rows holds them, as a selection does (issue 32).
    view()->viewport()->installEventFilter(this);
    updateCount();
}

bool EventsTab::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == view()->viewport() && (event->type() == QEvent::Enter || event->type() == QEvent::Leave)) {
        m_overList = event->type() == QEvent::Enter;
        // Left, with events held back and nothing else holding: catch up
        // (from the event loop: the view may be on its way out).
        if (!m_overList)
            QTimer::singleShot(0, this, [this] {
                if (!m_overList && m_newEvents->isVisible() && !view()->currentIndex().isValid() && view()->verticalScrollBar()->value() == 0)
                    refreshNow();
            });
    }
    return QWidget::eventFilter(watched, event);
}

void EventsTab::applyFilter()
{
    m_textDelay->stop();
    m_newEvents->hide();
    m_model->setFilter(channelBox()->channel(), textOf(textEdit()));
    updateCount();
}

void EventsTab::refreshNow()
{
    m_newEvents->hide();
    view()->clearSelection();
    view()->setCurrentIndex({});
    detail()->clear();
    m_model->update();
    m_model->setWindowStart(0); // the top of the table, not of the window
    view()->scrollToTop();
}

void EventsTab::markStale()
{
    m_follow->markStale();
}

void EventsTab::followChange()
{
    // Reading something further down, or an event open: do not move it.
    const bool reading = m_overList || view()->currentIndex().isValid() || view()->verticalScrollBar()->value() > 0;
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
    const QModelIndex index = view()->currentIndex();
    if (!index.isValid() || !index.data(models::PagedTableModel::LoadedRole).toBool())
        return;
    const qint64 seq = m_model->seqAt(index.row());
    if (seq && seq != detail()->seq())
        detail()->setEvent(seq, index.siblingAtColumn(EventsModel::ChannelColumn).data(EventsModel::RawChannelRole).value<contracts::Value>(),
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

} // namespace askr::views
