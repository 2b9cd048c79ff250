#pragma once

#include <QDialog>

class QComboBox;
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

} // namespace askr::views
