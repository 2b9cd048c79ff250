#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace askr::views {

// A line under a page's filters while a bulk action or an export runs: what
// it does, how far it is (or that it has no steps), and Cancel where it can
// be stopped. Hidden otherwise.
class BusyStrip : public QWidget
{
    Q_OBJECT
public:
    explicit BusyStrip(QWidget *parent = nullptr);

    QProgressBar *progressBar() const { return m_bar; }
    QPushButton *cancelButton() const { return m_cancel; }
    // Shows text (none: hides the strip). A task in steps (an export) shows
    // how far it is and can be cancelled; another one only moves the bar.
    void setText(const QString &text, bool stepped);
    void setProgress(qint64 done, qint64 expected);

Q_SIGNALS:
    void cancelled();

private:
    QLabel *m_label;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
};

} // namespace askr::views
