#pragma once

#include "value.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace askr::views {

// Asks how old events must be to go. Remembers the last answer.
class TrimAgeDialog : public QDialog
{
    Q_OBJECT
public:
    enum Unit { Minutes, Hours, Days };
    explicit TrimAgeDialog(QWidget *parent = nullptr);
    qint64 seconds() const;
    void setAge(int value, Unit unit);
    void accept() override;

private:
    QSpinBox *m_value;
    QComboBox *m_unit;
};

// Asks how many of the newest events to keep. Remembers the last answer.
class TrimSizeDialog : public QDialog
{
    Q_OBJECT
public:
    TrimSizeDialog(qint64 totalEvents, QWidget *parent = nullptr);
    qint64 keepLast() const;
    void setKeepLast(int keep);
    void accept() override;

private:
    QSpinBox *m_keep;
};

// Asks for a subscriber's new cursor: any seq, with the head and "replay
// everything still in the log" one click away.
class SetCursorDialog : public QDialog
{
    Q_OBJECT
public:
    SetCursorDialog(const QString &name, qint64 cursor, qint64 head, qint64 oldest, QWidget *parent = nullptr);
    qint64 cursor() const;
    void setCursor(qint64 seq);

private:
    void validate();
    QLineEdit *m_seq;
    QLabel *m_effect;
    qint64 m_current;
    qint64 m_head;
};

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
