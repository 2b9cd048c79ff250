#include "views/pubsub/channelfilterbox.h"

#include "models/pubsub/channelsmodel.h"
#include "operations/format/format.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

namespace askr::views {

using models::ChannelsModel;

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
    connect(m_box->lineEdit(), &QLineEdit::textChanged, this, [changed](const QString &t) {
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

} // namespace askr::views
