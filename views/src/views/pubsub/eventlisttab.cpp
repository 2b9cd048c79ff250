#include "views/pubsub/eventlisttab.h"

#include "storage/settings/layoutsettings.h"
#include "views/pubsub/channelfilterbox.h"
#include "views/pubsub/eventdetail.h"
#include "views/pubsub/pubsubtabhelpers.h"
#include "views/selectionkeeper.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>

namespace askr::views {

using namespace askr::views::pubsubtab;

EventListTab::EventListTab(storage::Session *session, QTableView *view, QAbstractItemModel *model, models::ChannelsModel *channels,
                           const QString &name, const QString &key, QWidget *parent)
    : QWidget(parent)
    , m_key(key)
    , m_view(view)
    , m_channel(new ChannelFilterBox(channels, this))
    , m_text(makeTextFilter(this, name + QStringLiteral("Text")))
    , m_detail(new EventDetail(session, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    view->setParent(this);
    setupTable(view, name + QStringLiteral("View"));
    view->setModel(model);
    m_keeper = new SelectionKeeper(view, [](const QModelIndex &row) { return tr("event %1").arg(row.siblingAtColumn(0).data().toString()); });
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_channel->setObjectName(name + QStringLiteral("Channel"));
    m_detail->setObjectName(name + QStringLiteral("Detail"));
    connect(m_channel, &ChannelFilterBox::channelChanged, this, &EventListTab::applyFilter);
    connect(m_text, &QLineEdit::returnPressed, this, &EventListTab::applyFilter);
    connect(m_text, &QLineEdit::textChanged, this, [this](const QString &t) {
        if (t.isEmpty())
            applyFilter(); // the clear button
    });
    connect(model, &QAbstractItemModel::modelReset, m_detail, &EventDetail::clear);
}

void EventListTab::layOut(QHBoxLayout *top, const QList<int> &sizes)
{
    layOutListAndDetail(this, top, m_splitter, m_view, m_detail, m_key + QStringLiteral("Splitter"), sizes);
}

void EventListTab::setChannel(const std::optional<QByteArray> &channel)
{
    m_channel->setChannel(channel);
    applyFilter();
}

void EventListTab::saveState() const
{
    saveHeader(m_view, m_key + QStringLiteral("Header"));
    storage::settings::LayoutSettings::setState(SettingsGroup + m_key + QStringLiteral("Splitter"), m_splitter->saveState());
}

} // namespace askr::views
