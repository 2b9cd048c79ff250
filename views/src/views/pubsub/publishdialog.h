#pragma once

#include "value.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;

namespace askr::views {

// A channel and a payload to publish, prefilled with a broadcast-shaped
// JSON test event. Anything may be published; non-JSON is pointed out.
class PublishDialog : public QDialog
{
    Q_OBJECT
public:
    PublishDialog(const QList<contracts::Value> &channels, const contracts::Value &preset, QWidget *parent = nullptr);
    QByteArray channel() const;
    QByteArray payload() const;
    void setChannel(const QByteArray &channel);
    void setPayload(const QByteArray &payload);

private:
    void validate();
    QComboBox *m_channel;
    QPlainTextEdit *m_payload;
    QLabel *m_check;
    QList<contracts::Value> m_channels;
};

} // namespace askr::views
