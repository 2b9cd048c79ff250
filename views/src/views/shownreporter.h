#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace askr::storage {
class Session;
}

namespace askr::views {

// Tells the session whenever a widget is shown or hidden (Session::setShown),
// so that the requests of what is on screen go first and the models behind a
// hidden page or tab wait until it is shown. Every Page reports itself; a
// tab or pane that owns models of its own reports too, and a page that shows
// a model it does not own (a session's shared one) reports it as well.
class ShownReporter : public QObject
{
    Q_OBJECT
public:
    // asker: what is shown with the widget (the widget itself by default).
    static void watch(QWidget *widget, storage::Session *session, QObject *asker = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ShownReporter(QWidget *widget, storage::Session *session, QObject *asker);
    void report();

    QWidget *m_widget;
    QPointer<QObject> m_asker;
    QPointer<storage::Session> m_session;
};

} // namespace askr::views
