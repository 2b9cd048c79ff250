#include "recentmenu.h"

#include "storage/remoteaddress.h"
#include "serverroster.h"
#include "storage/settings/recentsettings.h"

#include <QFileInfo>

#include <algorithm>

namespace askr::app {

using storage::settings::RecentSettings;

namespace {

// A recent file that is gone. A server is never "missing": whether it
// answers is for the opening to say.
bool isMissingFile(const QString &entry)
{
    return !storage::isRemoteUrl(entry) && !QFileInfo::exists(entry);
}
}

RecentMenu::RecentMenu(const QString &title, QWidget *parent)
    : QMenu(title, parent)
{
    setIcon(QIcon::fromTheme(QStringLiteral("document-open-recent")));
    // Not the menu's own: clear() would delete it. Nor is the menu the
    // connection's context: a menu drops those of an action taken out of it.
    m_clear = new QAction(QIcon::fromTheme(QStringLiteral("edit-clear-history")), tr("&Clear List"), parent);
    m_clear->setToolTip(tr("Forget the recently opened databases"));
    connect(m_clear, &QAction::triggered, m_clear, [this] {
        RecentSettings::clear(RecentSettings::Databases);
        ServerRoster::clearRecent();
        rebuild();
    });
    // Files deleted or moved since are marked when the menu opens.
    connect(this, &QMenu::aboutToShow, this, &RecentMenu::rebuild);
    rebuild();
}

QStringList RecentMenu::entries()
{
    return RecentSettings::list(RecentSettings::Databases);
}

void RecentMenu::add(const QString &path)
{
    RecentSettings::prepend(RecentSettings::Databases, path);
    rebuild();
}

void RecentMenu::rebuild()
{
    clear();
    const QStringList recent = entries();
    bool missing = false;
    for (const QString &path : recent) {
        QAction *a = addAction(path);
        if (isMissingFile(path)) {
            // Kept (it may be on a volume not mounted now), but not offered.
            missing = true;
            a->setText(tr("%1 (missing)").arg(path));
            a->setToolTip(tr("%1 does not exist any more").arg(path));
            a->setEnabled(false);
            continue;
        }
        a->setToolTip(tr("Open %1 again").arg(path));
        connect(a, &QAction::triggered, this, [this, path] { Q_EMIT openRequested(path); });
    }
    const QStringList servers = ServerRoster::recent();
    if (!servers.isEmpty() && !recent.isEmpty())
        addSeparator();
    for (const QString &address : servers) {
        QAction *a = addAction(QIcon::fromTheme(QStringLiteral("network-server")), tr("%1 (Askr server)").arg(address));
        a->setToolTip(tr("Watch the Askr server at %1 again").arg(address));
        connect(a, &QAction::triggered, this, [this, address] { Q_EMIT serverRequested(address); });
    }
    if (missing) {
        addSeparator();
        QAction *drop = addAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Remove Missing Files"));
        drop->setObjectName(QStringLiteral("removeMissingRecent"));
        drop->setToolTip(tr("Take the files that no longer exist off this list"));
        connect(drop, &QAction::triggered, this, [this] {
            QStringList kept = entries();
            kept.erase(std::remove_if(kept.begin(), kept.end(), isMissingFile), kept.end());
            RecentSettings::setList(RecentSettings::Databases, kept);
            rebuild();
        });
    }
    if (!recent.isEmpty() || !servers.isEmpty()) {
        addSeparator();
        addAction(m_clear);
    }
    setEnabled(!recent.isEmpty() || !servers.isEmpty());
}

} // namespace askr::app
