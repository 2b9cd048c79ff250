#pragma once

#include <QWidget>

#include <optional>

class QComboBox;

namespace askr::models {
class ChannelsModel;
}

namespace askr::views {

// A channel chooser for filters: "All channels" or one of the known
// channels (kept byte-exact), or a name typed in.
class ChannelFilterBox : public QWidget
{
    Q_OBJECT
public:
    ChannelFilterBox(models::ChannelsModel *channels, QWidget *parent = nullptr);
    std::optional<QByteArray> channel() const;
    void setChannel(const std::optional<QByteArray> &channel);
    QComboBox *comboBox() const { return m_box; }

Q_SIGNALS:
    void channelChanged();

private:
    void reloadItems();
    QComboBox *m_box;
    models::ChannelsModel *m_channels;
    std::optional<QByteArray> m_current;
};

} // namespace askr::views
