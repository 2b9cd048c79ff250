#pragma once

#include <QObject>
#include <QStringList>

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

    void notify(const QString &title, const QString &body);
    // What was sent, as "title: body" (tests).
    QStringList sent() const { return m_sent; }
    // How the last notification went out: "dbus", "tray" or "none".
    QString lastChannel() const { return m_channel; }

private:
    explicit DesktopNotifier(QObject *parent = nullptr);
    bool sendDBus(const QString &title, const QString &body);

    QSystemTrayIcon *m_tray = nullptr;
    QStringList m_sent;
    QString m_channel = QStringLiteral("none");
};

} // namespace askr::views
