#pragma once

#include <QFrame>

class QAction;
class QLabel;
class QTimer;
class QToolButton;

namespace askr::views {

// A closable line at the top of a page that tells the result of an action
// in place of a dialog box. A result goes away by itself after a while; an
// error stays until closed or replaced, so that it cannot be missed.
class MessageBar : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Positive, Error };

    explicit MessageBar(QWidget *parent = nullptr);

    void showMessage(const QString &title, const QString &text, Kind kind);
    QString text() const;
    Kind kind() const { return m_kind; }
    // How long a result stays (an error stays until closed).
    void setResultTimeout(int ms);
    QToolButton *closeButton() const { return m_close; }
    // Offers action (Undo) as a button beside the message shown now; the
    // next message takes it away. The bar takes ownership of action.
    void offer(QAction *action);
    QToolButton *offerButton() const { return m_offer; }

    // The bar of the page widget belongs to (made the first time, floating
    // over the foot of the page); nullptr when widget is on no page.
    static MessageBar *forWidget(QWidget *widget);
    // A widget with this property true hosts a bar as a page does (the
    // central widget of a window that is not a page).
    static constexpr const char *hostProperty = "askrMessageBarHost";

private:
    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_close;
    QToolButton *m_offer;
    QTimer *m_hide;
    Kind m_kind = Kind::Positive;
};

} // namespace askr::views
