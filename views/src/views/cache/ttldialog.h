#pragma once

#include <QDialog>

#include <optional>

class QComboBox;
class QRadioButton;
class QSpinBox;

namespace askr::views {

// Asks for a new time to live: a number of seconds, minutes, hours or days
// from now, or "never expires".
class TtlDialog : public QDialog
{
    Q_OBJECT
public:
    enum Unit { Seconds, Minutes, Hours, Days };

    explicit TtlDialog(const QString &what, QWidget *parent = nullptr);
    // Seconds from now; nullopt for never.
    std::optional<qint64> ttl() const;
    void setTtl(std::optional<qint64> seconds);

private:
    QRadioButton *m_expire;
    QRadioButton *m_never;
    QSpinBox *m_amount;
    QComboBox *m_unit;
};

} // namespace askr::views
