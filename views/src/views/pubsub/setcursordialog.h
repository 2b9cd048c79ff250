#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;

namespace askr::views {

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

} // namespace askr::views
