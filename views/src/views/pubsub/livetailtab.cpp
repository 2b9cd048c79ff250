#include "views/pubsub/livetailtab.h"

#include "operations/format/format.h"
#include "views/pubsub/channelfilterbox.h"
#include "views/pubsub/eventdetail.h"
#include "models/pubsub/channelsmodel.h"
#include "models/pubsub/livetailmodel.h"
#include "views/pubsub/pubsubtabhelpers.h"
#include "views/selectionkeeper.h"
#include "storage/session.h"
#include "storage/settings/layoutsettings.h"

#include <QAction>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>

namespace askr::views {

using models::ChannelsModel;
using models::LiveTailModel;

using namespace askr::views::pubsubtab;

LiveTailTab::LiveTailTab(storage::Session *session, LiveTailModel *model, ChannelsModel *channels, QAction *pauseAction, QWidget *parent)
    : EventListTab(session, new QTableView, model, channels, QStringLiteral("pubsubTail"), QStringLiteral("tail"), parent)
    , m_model(model)
    , m_status(new QLabel(this))
{
    restoreHeader(view(), QStringLiteral("tailHeader"), {11, 10, 20, 26, 12, 40});
    m_status->setObjectName(QStringLiteral("pubsubTailStatus"));
    auto *pause = new QToolButton(this);
    pause->setDefaultAction(pauseAction);
    pause->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *clear = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-clear-history")), tr("Clear"), this);
    clear->setObjectName(QStringLiteral("pubsubTailClear"));
    clear->setToolTip(tr("Empty this view and follow from the newest event"));

    auto *top = new QHBoxLayout;
    top->addWidget(pause);
    top->addWidget(new QLabel(tr("Channel:"), this));
    top->addWidget(channelBox());
    top->addWidget(textEdit(), 1);
    top->addWidget(clear);
    // The status (longer in German, or an error) wraps in its share of the
    // row rather than widening the window past the screen.
    m_status->setWordWrap(true);
    m_status->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    top->addWidget(m_status, 1);
    layOut(top, {650, 350});

    connect(clear, &QPushButton::clicked, model, &LiveTailModel::clearToHead);
    // Stay at the bottom while following, unless the user scrolled up.
    connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        const QScrollBar *bar = view()->verticalScrollBar();
        m_atBottom = bar->value() >= bar->maximum() - 2;
    });
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_atBottom && !m_model->isPaused())
            view()->scrollToBottom();
        updateStatus();
    });
    connect(model, &QAbstractItemModel::modelReset, this, &LiveTailTab::updateStatus);
    connect(model, &LiveTailModel::pausedChanged, this, &LiveTailTab::updateStatus);
    connect(model, &LiveTailModel::caughtUp, this, &LiveTailTab::updateStatus);
    connect(model, &LiveTailModel::errorOccurred, this, [this](const QString &message) { m_status->setText(message); });
    connect(view()->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LiveTailTab::showCurrent);
    updateStatus();
}

void LiveTailTab::applyFilter()
{
    m_model->setFilter(channelBox()->channel(), textOf(textEdit()));
}

void LiveTailTab::showCurrent()
{
    const LiveTailModel::Event *e = m_model->eventAt(view()->currentIndex().row());
    if (!e || !e->seq) {
        detail()->clear();
        return;
    }
    detail()->setEvent(e->seq, e->channel, e->createdAt);
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
                          .arg(state, operations::formatCount(m_model->rowCount()), operations::formatCount(m_model->capacity()),
                               operations::formatCount(m_model->received())));
}

} // namespace askr::views
