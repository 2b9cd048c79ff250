#include "views/desktopnotifier.h"
#include "views_debug.h"

#include <QApplication>
#include <QIcon>
#include <QSystemTrayIcon>

#ifdef ASKR_HAVE_DBUS
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#endif

namespace askr::views {

DesktopNotifier *DesktopNotifier::instance()
{
    static DesktopNotifier *notifier = new DesktopNotifier(QCoreApplication::instance());
    return notifier;
}

DesktopNotifier::DesktopNotifier(QObject *parent) : QObject(parent)
{
}

bool DesktopNotifier::sendDBus(const QString &title, const QString &body)
{
#ifdef ASKR_HAVE_DBUS
    QDBusConnection bus = QDBusConnection::sessionBus();
    const QString service = QStringLiteral("org.freedesktop.Notifications");
    if (!bus.isConnected() || !bus.interface() || !bus.interface()->isServiceRegistered(service))
        return false;
    QDBusMessage call
        = QDBusMessage::createMethodCall(service, QStringLiteral("/org/freedesktop/Notifications"), service, QStringLiteral("Notify"));
    call << QCoreApplication::applicationName() << uint(0) << QStringLiteral("askr-desk") << title << body << QStringList() << QVariantMap()
         << int(-1);
    // Fire and forget: the UI never waits on the bus.
    return bus.send(call);
#else
    Q_UNUSED(title)
    Q_UNUSED(body)
    return false;
#endif
}

void DesktopNotifier::notify(const QString &title, const QString &body)
{
    m_sent << title + QStringLiteral(": ") + body;
    if (sendDBus(title, body)) {
        m_channel = QStringLiteral("dbus");
        return;
    }
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
            m_tray->show();
        }
        m_tray->showMessage(title, body, QSystemTrayIcon::Warning);
        m_channel = QStringLiteral("tray");
        return;
    }
    m_channel = QStringLiteral("none");
    qCInfo(ASKR_VIEWS) << "no notification service; alert:" << title << body;
}

} // namespace askr::views
