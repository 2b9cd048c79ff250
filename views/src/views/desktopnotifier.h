#pragma once

#include <QHash>
#include <QObject>
#include <QStringList>

#include <functional>

class QSystemTrayIcon;

namespace askr::views {

// Sends desktop notifications: through the freedesktop Notifications
// service on the session D-Bus when the build has QtDBus and the service
// answers, otherwise as a tray icon's message. One per application.
class DesktopNotifier : public QObject
{
    Q_OBJECT
public:
    static DesktopNotifier *instance();

    // onClicked runs when the user clicks the notification (its default
    // action on the bus, the tray's message otherwise).
    void notify(const QString &title, const QString &body, std::function<void()> onClicked = {});
    // What was sent, as "title: body" (tests).
    QStringList sent() const { return m_sent; }
    // Does what clicking the index-th notification sent does (tests).
    void click(int index);
    // How the last notification went out: "dbus", "tray" or "none".
    QString lastChannel() const { return m_channel; }

private Q_SLOTS:
    void actionInvoked(uint id, const QString &action);

private:
    explicit DesktopNotifier(QObject *parent = nullptr);
    bool sendDBus(const QString &title, const QString &body, int index);

    QSystemTrayIcon *m_tray = nullptr;
    QStringList m_sent;
    QList<std::function<void()>> m_clicks; // by index in m_sent
    QHash<uint, int> m_byBusId; // the bus's notification id -> index
    int m_trayShown = -1; // the index the tray shows
    bool m_listening = false;
    QString m_channel = QStringLiteral("none");
};

} // namespace askr::views
