#pragma once

#include <QObject>
#include <QTimer>

class QComboBox;
class QHBoxLayout;
class QLineEdit;
class QWidget;

namespace askr::models {
struct CacheKeyFilter;
}

namespace askr::views {

// The cache keys' filter fields: how the pattern is read, the pattern, a
// text the key contains, and Go to Key. Typing applies after a pause, Enter
// at once.
class CacheKeyFilterBar : public QObject
{
    Q_OBJECT
public:
    // The fields are parent's children, put into row.
    CacheKeyFilterBar(QWidget *parent, QHBoxLayout *row);

    models::CacheKeyFilter filter() const;
    // The mode (Auto, Prefix, Glob), kept across runs.
    int mode() const;
    void setMode(int mode);
    // Shows the keys under a prefix (raw bytes).
    void showPrefix(const QByteArray &prefix);
    // Empties the pattern and the text; quietly: no changed() for it.
    void clear(bool quietly = false);
    void focus();
    // Applying the filter now: no pending one after the pause.
    void settle() { m_delay.stop(); }

Q_SIGNALS:
    void changed();
    void goToRequested(const QByteArray &key);

private:
    QComboBox *m_mode;
    QLineEdit *m_pattern;
    QLineEdit *m_contains;
    QLineEdit *m_goto;
    QTimer m_delay;
};

} // namespace askr::views
