#include "workspacedialogs.h"

#include "storage/remoteaddress.h"
#include "recentmenu.h"
#include "storage/session.h"
#include "storage/settings/recentsettings.h"
#include "storage/settings/serversettings.h"
#include "tokenstore.h"
#include "views/actionrunner.h"
#include "views/databaseview.h"
#include "views/openremotedialog.h"
#include "workspace.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>

namespace askr::app {

using views::DatabaseView;

namespace {
}

WorkspaceDialogs::WorkspaceDialogs(Workspace *workspace, QWidget *window)
    : QObject(window)
    , m_workspace(workspace)
    , m_window(window)
{
    connect(workspace, &Workspace::integrityCheckOffered, this, &WorkspaceDialogs::offerIntegrityCheck);
    connect(workspace, &Workspace::notice, this, [this](const QString &title, const QString &message, bool error) {
        views::notify(m_window, title, message, error);
    });
    connect(workspace, &Workspace::tokenNotRemembered, this, &WorkspaceDialogs::tellTokenNotRemembered);
    connect(workspace, &Workspace::oldTokensMoved, this, &WorkspaceDialogs::tellOldTokensMoved);
}

void WorkspaceDialogs::chooseAndOpen(storage::OpenMode mode)
{
    using storage::settings::RecentSettings;
    const QString dir = RecentSettings::folder(RecentSettings::LastDir);
    const QString path = QFileDialog::getOpenFileName(m_window, mode == storage::OpenMode::Auto ? tr("Open Database") : tr("Open Database Read-Only"), dir,
                                                      tr("SQLite databases (*.sqlite *.sqlite3 *.db *.db3);;All files (*)"));
    if (path.isEmpty())
        return;
    RecentSettings::setFolderOf(RecentSettings::LastDir, path);
    m_workspace->open(path, mode);
}

void WorkspaceDialogs::chooseAndOpenApplication()
{
    using storage::settings::RecentSettings;
    // Folders only: nothing in them is opened to be typed.
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Open Laravel Application"), RecentSettings::folder(RecentSettings::LastDir));
    if (folder.isEmpty())
        return;
    RecentSettings::setFolderOf(RecentSettings::LastDir, folder + QStringLiteral("/.env"));
    m_workspace->openApplication(folder);
}

void WorkspaceDialogs::chooseAndCreate()
{
    using storage::settings::RecentSettings;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("New Database"), RecentSettings::folder(RecentSettings::LastDir),
                                                      tr("SQLite databases (*.sqlite *.sqlite3 *.db *.db3)"));
    if (path.isEmpty())
        return;
    if (QFileInfo::exists(path)) {
        views::notify(m_window, tr("New Database"), tr("%1 already exists; nothing was changed. Open it instead, or choose another name.").arg(path), true);
        return;
    }
    m_workspace->create(path);
}

void WorkspaceDialogs::chooseAndOpenRemote()
{
    views::OpenRemoteDialog dialog(m_window);
    TokenStore *tokens = m_workspace->tokenStore();
    dialog.setKeyringMissing(tokens->missingReason());
    const QStringList recent = RecentMenu::entries();
    for (const QString &r : recent)
        if (storage::isRemoteUrl(r)) {
            dialog.setAddress(r);
            if (m_workspace->hasToken(r)) {
                dialog.setToken(m_workspace->token(r));
                break;
            }
            // The keyring answers when it will; the field is filled only
            // if the user has not typed meanwhile.
            tokens->read(r, &dialog, [&dialog, r](const QByteArray &token, const QString &error) {
                const QByteArray given = token.isEmpty() ? qgetenv("ASKR_TOKEN").trimmed() : token;
                if (dialog.address() == r && dialog.token().isEmpty())
                    dialog.setToken(given);
                dialog.setKeyringMissing(error);
            });
            break;
        }
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_workspace->rememberToken(dialog.address(), dialog.token(), dialog.rememberToken());
    m_workspace->openRemote(dialog.address(), dialog.token());
}

void WorkspaceDialogs::tellTokenNotRemembered(const QString &address, const QString &error)
{
    // Said in a box of its own: a status message would be gone under
    // the opening's own messages.
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Token Not Remembered"),
                                tr("The token for %1 was not remembered: %2.\n\nIt is kept until Askr Desk quits, and asked for again "
                                   "next time. Askr Desk never writes it to its settings file.")
                                    .arg(address, error),
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("tokenNotRemembered"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void WorkspaceDialogs::tellOldTokensMoved(int moved, int left, const QString &why)
{
    QStringList said;
    if (moved > 0)
        said << tr("%n server token(s) that an older version of Askr Desk kept in its settings file moved to your desktop's keyring, and "
                   "were removed from the file.",
                   nullptr, moved);
    // Left ones are told of once, not at every start.
    using storage::settings::ServerSettings;
    if (left > 0 && ServerSettings::toldTokensLeft() != left) {
        said << tr("%n server token(s) stay in Askr Desk's settings file (readable by you only), because %1. They move to the keyring "
                   "at a start where one answers.",
                   nullptr, left)
                    .arg(why);
    }
    ServerSettings::setToldTokensLeft(left); // none left: forgotten
    if (said.isEmpty())
        return;
    auto *box = new QMessageBox(QMessageBox::Information, tr("Remembered Tokens"), said.join(QStringLiteral("\n\n")), QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("oldTokensMoved"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void WorkspaceDialogs::openDemo()
{
    QString error;
    if (!m_workspace->openDemo(&error) && !error.isEmpty())
        QMessageBox::warning(m_window, tr("Demo"), tr("The demo database could not be created: %1").arg(error));
}

void WorkspaceDialogs::addMissingTables(DatabaseView *view)
{
    auto *session = view->session();
    const QStringList missing = m_workspace->missingTables(view);
    if (missing.isEmpty()) {
        views::notify(m_window, tr("Add Missing Tables"), tr("Nothing is missing: the queue, cache and pub/sub tables are all here."));
        return;
    }
    if (!views::confirm(m_window, tr("Add Missing Tables"),
                        tr("Create what is missing for: %1 in %2? Existing tables are never altered.").arg(missing.join(QStringLiteral(", ")), session->path()),
                        tr("Create")))
        return;
    m_workspace->addTables(view, missing, tr("Add Missing Tables"));
}

void WorkspaceDialogs::offerIntegrityCheck(DatabaseView *view, const QString &message)
{
    // Asked from the event loop, not from inside the failing request's
    // delivery; the view may be closed while the question is open.
    QTimer::singleShot(0, this, [this, guard = QPointer<DatabaseView>(view), message] {
        if (!guard)
            return;
        const bool yes = views::confirm(m_window, tr("Damaged Database"),
                                        tr("Reading %1 failed:\n%2\n\nRun an integrity check now? It reads the whole file and changes nothing.")
                                            .arg(guard->session()->path(), message),
                                        tr("Check Integrity"));
        if (yes && guard)
            m_workspace->checkIntegrity(guard);
    });
}

bool WorkspaceDialogs::mayReopen(DatabaseView *view, storage::OpenMode mode)
{
    if (!view->session()->plan().remote || mode != storage::OpenMode::ReadWrite)
        return true;
    // Say which server will be written before anything can be.
    const QString server = view->session()->plan().url.toString();
    const auto answer = QMessageBox::question(m_window, tr("Reopen Read-Write"),
                                              tr("Actions will then change the database on %1 for everyone who uses it. If that server is a "
                                                 "replica, it forwards every change to its primary, which is what is written.\n\nReopen it "
                                                 "read-write?")
                                                  .arg(server),
                                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    return answer == QMessageBox::Yes;
}

} // namespace askr::app
