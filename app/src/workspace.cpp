#include "workspace.h"

#include "demo.h"
#include "storage/remoteaddress.h"
#include "models/overview/fleetmodel.h"
#include "models/overview/overviewmodel.h"
#include "models/queue/queueoverviewmodel.h"
#include "operations/database/integrity.h"
#include "operations/database/schemas.h"
#include "operations/laravel/laravelapp.h"
#include "serverroster.h"
#include "storage/session.h"
#include "storage/settings/refreshsettings.h"
#include "tokenstore.h"
#include "views/actionrunner.h"
#include "views/databaseview.h"
#include "views/page.h"
#include "views/settingsdialog.h"

#include <QFile>
#include <QFileInfo>
#include <QStackedWidget>

namespace askr::app {

using views::DatabaseView;

Workspace::Workspace(QTreeWidget *sidebar, QStackedWidget *stack, QObject *parent)
    : QObject(parent)
    , m_stack(stack)
    , m_tokenStore(new TokenStore(this))
    , m_fleet(new models::FleetModel(this))
{
    connect(m_tokenStore, &TokenStore::oldTokensMoved, this, &Workspace::oldTokensMoved);
    m_servers = new ServerRoster(sidebar, stack, m_tokenStore, this);
    m_servers->setDatabases([this] { return m_views; });
}

Workspace::~Workspace() = default;

void Workspace::shutDown()
{
    // The demo's workload and folder go last: first the sessions on it.
    if (!m_demo)
        return;
    const QList<DatabaseView *> open = std::exchange(m_views, {});
    qDeleteAll(open);
    m_demo.reset();
}

void Workspace::moveOldTokens()
{
    // Only when there are some: no keyring call otherwise.
    if (!TokenStore::oldTokens().isEmpty())
        m_tokenStore->moveOldTokens();
}

void Workspace::rememberToken(const QString &address, const QByteArray &token, bool remember)
{
    if (!remember || token.isEmpty()) {
        m_tokenStore->forget(address);
        return;
    }
    m_tokenStore->remember(address, token, this, [this, address](const QString &error) {
        if (error.isEmpty())
            Q_EMIT statusMessage(tr("The token for %1 is kept in the keyring now.").arg(address), 8000);
        else
            Q_EMIT tokenNotRemembered(address, error);
    });
}

DatabaseView *Workspace::find(const QString &path) const
{
    if (storage::isRemoteUrl(path)) {
        for (DatabaseView *view : m_views)
            if (view->session()->plan().remote && view->session()->path() == path)
                return view;
        return nullptr;
    }
    const storage::FileId id = storage::fileId(path);
    if (!id.isValid())
        return nullptr;
    for (DatabaseView *view : m_views)
        if (view->session()->plan().file == id)
            return view;
    return nullptr;
}

DatabaseView *Workspace::open(const QString &path, storage::OpenMode mode)
{
    // The same file (by device and inode, whatever the path) is one session:
    // a second one would gain nothing and add a second set of connections.
    if (DatabaseView *open = find(path)) {
        Q_EMIT alreadyOpen(open);
        Q_EMIT statusMessage(tr("%1 is already open (%2), as %3; it was not opened again. Use File ▸ Reopen As to open it another way.")
                                 .arg(path, storage::modeName(open->session()->mode()), open->session()->path()),
                             15000);
        return open;
    }
    const bool remote = storage::isRemoteUrl(path);
    if (remote && !m_tokens.contains(path)) {
        // A remembered token is in the keyring, which answers when it will
        // (it may ask to be unlocked first): the server opens then.
        Q_EMIT statusMessage(tr("Looking up the token for %1 in the keyring…").arg(path), 8000);
        m_tokenStore->read(path, this, [this, path, mode](const QByteArray &token, const QString &error) {
            if (!error.isEmpty())
                Q_EMIT statusMessage(tr("No remembered token for %1: %2.").arg(path, error), 15000);
            if (!m_tokens.contains(path))
                m_tokens.insert(path, token.isEmpty() ? qgetenv("ASKR_TOKEN").trimmed() : token);
            open(path, mode);
        });
        return nullptr;
    }
    auto *session = new storage::Session(remote ? storage::planRemote(path, m_tokens.value(path), mode) : storage::planOpen(path, mode));
    session->setPollInterval(storage::settings::RefreshSettings::pollIntervalMs());
    // The session's shared models are made here, once, and handed down.
    auto *view = new DatabaseView(session, models::QueueOverviewModel::createShared(session), new models::OverviewModel(session, session), m_stack);
    session->setParent(view);
    m_stack->addWidget(view);
    m_views.append(view);
    watch(view);
    Q_EMIT viewOpened(view);
    m_servers->databasesChanged();
    m_fleet->addDatabase(session, view->overview());
    if (session->plan().error.isEmpty())
        Q_EMIT opened(remote ? path : QFileInfo(path).absoluteFilePath()); // a server's address holds no token
    return view;
}

QList<DatabaseView *> Workspace::openApplication(const QString &folder, storage::OpenMode mode)
{
    using operations::laravel::LaravelApp;
    const LaravelApp app = LaravelApp::find(folder);
    QList<DatabaseView *> out;
    if (!app.found) {
        Q_EMIT notice(tr("Open Application"), app.notes.join(QLatin1Char('\n')), true);
        return out;
    }
    const QStringList files = app.askrFiles();
    if (files.isEmpty()) {
        QStringList lines = app.describe(QString()).mid(1);
        lines.prepend(tr("None of the askr tables of %1 can be seen from here:").arg(app.folder));
        Q_EMIT notice(tr("Open Application"), (lines + app.notes).join(QLatin1Char('\n')), true);
        return out;
    }
    for (const QString &file : files)
        if (DatabaseView *view = open(file, mode)) {
            view->setApplication(app.describe(file) + app.notes);
            out << view;
        }
    return out;
}

void Workspace::watch(DatabaseView *view)
{
    auto *session = view->session();
    // Only a successful look counts: a request that ended in failure also
    // ends the busy spell, and must not make old figures look new (issue 30).
    connect(session, &storage::Session::refreshed, this, [this, view, session] { m_lastRefresh.insert(view, session->now()); });
    connect(session, &storage::Session::busyChanged, this, &Workspace::busyChanged);
    connect(session, &storage::Session::requestFailed, this, [this, view](const storage::Failure &f) {
        // Once per open database: every page that reads the damaged part fails.
        if (!f.damaged() || m_integrityOffered.contains(view))
            return;
        m_integrityOffered.insert(view);
        Q_EMIT statusMessage(f.message, 15000);
        Q_EMIT integrityCheckOffered(view, f.message);
    });
    connect(session, &storage::Session::fileMoved, this, [this](const QString &message) { Q_EMIT statusMessage(message, 15000); });
}

DatabaseView *Workspace::openRemote(const QString &address, const QByteArray &token, storage::OpenMode mode)
{
    m_tokens.insert(address, token);
    return open(address, mode);
}

DatabaseView *Workspace::create(const QString &path)
{
    // An empty file is an empty SQLite database; the session installs the
    // schemas on its worker once it has looked at it.
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        Q_EMIT notice(tr("New Database"), tr("Cannot create %1: %2").arg(path, file.errorString()), true);
        return nullptr;
    }
    file.close();
    DatabaseView *view = open(path, storage::OpenMode::ReadWrite);
    auto *session = view->session();
    auto installOnce = std::make_shared<QMetaObject::Connection>();
    *installOnce = connect(session, &storage::Session::schemaChanged, this, [this, view, installOnce] {
        disconnect(*installOnce);
        // What askr-deskctl init runs: WAL, the tables, logged.
        addTables(view, operations::database::allContracts(), tr("New Database"));
    });
    return view;
}

QStringList Workspace::missingTables(DatabaseView *view) const
{
    return operations::database::missingContracts(view->session()->schema());
}

void Workspace::addTables(DatabaseView *view, const QStringList &contracts, const QString &title)
{
    auto *session = view->session();
    views::runWrite(this, session, operations::database::SchemaActions::installTables(session->path(), contracts),
                    [this, session](qint64 installed) {
                        session->reinspect();
                        Q_EMIT statusMessage(tr("Created the tables of %n primitive(s).", nullptr, int(installed)), 8000);
                    },
                    [this, title](const QString &message) { Q_EMIT notice(title, message, true); });
}

void Workspace::checkIntegrity(DatabaseView *view)
{
    auto *session = view->session();
    const QString path = session->path();
    Q_EMIT statusMessage(tr("Checking the integrity of %1…").arg(path), 0);
    session->query(
        QStringLiteral("integrity"), view,
        [](contracts::Connection &db) { return operations::database::quickCheckLines(db); },
        [this, path](const QStringList &lines) {
            Q_EMIT statusMessage(QString(), 0);
            Q_EMIT notice(tr("Check Integrity"), operations::database::integrityReport(path, lines), !operations::database::integrityOk(lines));
        },
        [this, path](const storage::Failure &f) {
            Q_EMIT statusMessage(QString(), 0);
            if (!f.cancelled)
                Q_EMIT notice(tr("Check Integrity"), tr("The integrity check of %1 could not run: %2").arg(path, f.message), true);
        });
}

void Workspace::close(DatabaseView *view)
{
    if (!m_views.removeOne(view))
        return;
    m_lastRefresh.remove(view);
    m_integrityOffered.remove(view);
    m_fleet->removeDatabase(view->session());
    Q_EMIT viewClosed(view);
    m_stack->removeWidget(view);
    view->deleteLater();
    m_servers->databasesChanged();
}

DatabaseView *Workspace::reopen(DatabaseView *view, storage::OpenMode mode)
{
    const QString path = view->session()->path();
    close(view);
    return open(path, mode);
}

DatabaseView *Workspace::openDemo(QString *error)
{
    if (!m_demo) {
        try {
            m_demo = simulator::Demo::start();
        } catch (const contracts::Error &e) {
            *error = e.message();
            return nullptr;
        }
    }
    return open(m_demo->path());
}

void Workspace::applySettings()
{
    m_servers->applySettings();
    for (DatabaseView *view : std::as_const(m_views)) {
        view->session()->setPollInterval(storage::settings::RefreshSettings::pollIntervalMs());
        for (int p = 0; p < DatabaseView::NUM_PAGES; ++p) {
            view->page(DatabaseView::PageId(p))->applySettings();
            view->page(DatabaseView::PageId(p))->refresh();
        }
    }
}

} // namespace askr::app
