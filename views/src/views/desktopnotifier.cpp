#include "views/desktopnotifier.h"
#include "views_debug.h"

#include <QApplication>
#include <QIcon>
#include <QSystemTrayIcon>

#ifdef ASKR_HAVE_DBUS
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
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

bool DesktopNotifier::sendDBus(const QString &title, const QString &body, int index)
{
#ifdef ASKR_HAVE_DBUS
    QDBusConnection bus = QDBusConnection::sessionBus();
    const QString service = QStringLiteral("org.freedesktop.Notifications");
    const QString path = QStringLiteral("/org/freedesktop/Notifications");
    if (!bus.isConnected() || !bus.interface() || !bus.interface()->isServiceRegistered(service))
        return false;
    if (!m_listening)
        m_listening = bus.connect(service, path, service, QStringLiteral("ActionInvoked"), this, SLOT(actionInvoked(uint, QString)));
    QDBusMessage call = QDBusMessage::createMethodCall(service, path, service, QStringLiteral("Notify"));
    // "default" is the click on the notification itself.
    call << QCoreApplication::applicationName() << uint(0) << QStringLiteral("askr-desk") << title << body
         << QStringList { QStringLiteral("default"), tr("Show") } << QVariantMap() << int(-1);
    // The UI never waits on the bus: the id comes back when it comes.
    auto *watcher = new QDBusPendingCallWatcher(bus.asyncCall(call), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, index](QDBusPendingCallWatcher *w) {
        const QDBusPendingReply<uint> reply = *w;
        if (reply.isValid())
            m_byBusId.insert(reply.value(), index);
        w->deleteLater();
    });
    return true;
#else
    Q_UNUSED(title)
    Q_UNUSED(body)
    Q_UNUSED(index)
    return false;
#endif
}

void DesktopNotifier::actionInvoked(uint id, const QString &action)
{
    if (action == QLatin1String("default") && m_byBusId.contains(id))
        click(m_byBusId.value(id));
}

void DesktopNotifier::click(int index)
{
    if (index >= 0 && index < m_clicks.size() && m_clicks.at(index))
        m_clicks.at(index)();
}

void DesktopNotifier::notify(const QString &title, const QString &body, std::function<void()> onClicked)
{
    const int index = int(m_sent.size());
    m_sent << title + QStringLiteral(": ") + body;
    m_clicks << std::move(onClicked);
    if (sendDBus(title, body, index)) {
        m_channel = QStringLiteral("dbus");
        return;
    }
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
            connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] { click(m_trayShown); });
            m_tray->show();
        }
        m_trayShown = index; // the tray shows one message at a time
        m_tray->showMessage(title, body, QSystemTrayIcon::Warning);
        m_channel = QStringLiteral("tray");
        return;
    }
    m_channel = QStringLiteral("none");
    qCInfo(ASKR_VIEWS) << "no notification service; alert:" << title << body;
}

} // namespace askr::views
