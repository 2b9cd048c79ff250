#pragma once

#include <QDialog>

class QSpinBox;

namespace askr::views {

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

} // namespace askr::views
