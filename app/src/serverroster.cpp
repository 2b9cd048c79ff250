#include "serverroster.h"
#include "app_debug.h"

#include "models/alerts/alertmonitor.h"
#include "operations/format/format.h"
#include "models/queue/queueoverviewmodel.h"
#include "models/server/serverfleetmodel.h"
#include "models/server/serverwatch.h"
#include "operations/activity/activitylog.h"
#include "operations/server/serveractivity.h"
#include "remote/adminclient.h"
#include "remote/rollingreload.h"
#include "storage/openplan.h"
#include "storage/session.h"
#include "storage/settings/recentsettings.h"
#include "storage/settings/serversettings.h"
#include "recentmenu.h"
#include "tokenstore.h"
#include "views/databaseview.h"
#include "views/desktopnotifier.h"
#include "views/server/openserverdialog.h"
#include "views/server/rollingreloaddialog.h"
#include "views/server/serverpage.h"

#include <QAction>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStackedWidget>
#include <QThreadPool>
#include <QTreeWidget>

namespace askr::app {

namespace {
constexpr int ServerRole = Qt::UserRole + 2;

// Keyring entries of servers are apart from those of libSQL servers, which
// may share a host.
QString keyringName(const QString &address)
{
    return QStringLiteral("askr-admin ") + address;
}
} // namespace

ServerRoster::ServerRoster(QTreeWidget *sidebar, QStackedWidget *stack, TokenStore *tokens, QObject *parent)
    : QObject(parent)
    , m_sidebar(sidebar)
    , m_stack(stack)
    , m_tokens(tokens)
    , m_rollingReload(new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("Rolling &Reload of All Servers…"), this))
    , m_fleet(new models::ServerFleetModel(this))
{
    m_rollingReload->setObjectName(QStringLiteral("rollingReloadAction"));
    m_rollingReload->setToolTip(tr("Reload every open Askr server, one at a time: each must come back healthy with its rollout ok before "
                                   "the next; the first that does not stops it"));
    connect(m_rollingReload, &QAction::triggered, this, [this] { rollingReload(m_sidebar->window()); });
    updateActions();
}

void ServerRoster::updateActions()
{
    m_rollingReload->setEnabled(m_items.size() >= 2);
}

views::ServerPage *ServerRoster::open(const QString &address, const QByteArray &token, const QString &tokenSource, QString *error)
{
    QString why;
    const QUrl base = remote::adminBaseUrl(address, &why);
    if (base.isEmpty()) {
        if (error)
            *error = why;
        return nullptr;
    }
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
        if (it.key()->watch()->base() == base) {
            m_sidebar->setCurrentItem(it.value());
            return it.key();
        }
    auto *watch = new models::ServerWatch(base, token, tokenSource);
    watch->setInterval(m_interval);
    auto *page = new views::ServerPage(watch, m_stack);
    watch->setParent(page);
    m_stack->addWidget(page);
    auto *item = new QTreeWidgetItem;
    item->setData(0, ServerRole, QVariant::fromValue<QObject *>(page));
    item->setIcon(0, QIcon::fromTheme(QStringLiteral("network-server")));
    m_sidebar->addTopLevelItem(item);
    m_items.insert(page, item);
    connect(page, &views::ServerPage::issuesChanged, this, [this, page] { updateItem(page); });
    // Alerts as for databases: held 30 s, once per condition, remembered per server.
    auto *alerts = new models::AlertMonitor(page);
    alerts->setSettings(models::AlertMonitor::storedSettings());
    alerts->setDatabase(base.toString());
    m_alerts.insert(page, alerts);
    connect(alerts, &models::AlertMonitor::alert, this, [this, page, item](const models::AlertCondition &c, qint64) {
        const QString title = tr("%1 — %2").arg(c.title, page->title());
        QPointer<QTreeWidget> sidebar(m_sidebar);
        QPointer<views::ServerPage> shown(page);
        views::DesktopNotifier::instance()->notify(title, c.body, [sidebar, shown, item] {
            if (!sidebar || !shown)
                return;
            sidebar->setCurrentItem(item);
            sidebar->window()->raise();
            sidebar->window()->activateWindow();
        });
        Q_EMIT alertRaised(title, c.body);
    });
    connect(watch, &models::ServerWatch::updated, this, [this, page, watch, alerts] {
        updateItem(page);
        applyLink(page);
        alerts->update(QStringLiteral("server"), models::AlertMonitor::serverConditions(*watch), watch->now() / 1000);
    });
    connect(page, &views::ServerPage::linkRequested, this, [this, page] { chooseLink(page); });
    const QString display = watch->displayName();
    const QString canonical = base.toString();
    connect(page, &views::ServerPage::reloadAnswered, this,
            [this, canonical, display](const QString &problem) { logReload(canonical, tr("Reload the workers of %1").arg(display), problem); });
    updateItem(page);
    updateActions();
    // In the fleet view at once, "reading…" until its first figures.
    m_fleet->setServer(models::ServerFleetModel::rowOf(*watch, QString()));
    addRecent(canonical);
    m_sidebar->setCurrentItem(item);
    Q_EMIT pageOpened(page);
    return page;
}

void ServerRoster::openWithStoredToken(const QString &address)
{
    Q_EMIT statusMessage(tr("Looking up the admin token for %1 in the keyring…").arg(address));
    m_tokens->read(keyringName(address), this, [this, address](const QByteArray &token, const QString &error) {
        QByteArray given = token;
        QString source = tr("the keyring");
        if (given.isEmpty()) {
            given = qgetenv("ASKR_ADMIN_TOKEN").trimmed();
            source = tr("the ASKR_ADMIN_TOKEN environment variable");
        }
        if (!error.isEmpty() && !given.isEmpty())
            qCDebug(ASKR_APP) << "no keyring:" << error;
        QString why;
        if (!open(address, given, source, &why))
            Q_EMIT statusMessage(why);
    });
}

void ServerRoster::chooseAndOpen(QWidget *parent)
{
    views::OpenServerDialog dialog(parent);
    dialog.setKeyringMissing(m_tokens->missingReason());
    const QStringList recent = ServerRoster::recent();
    if (!recent.isEmpty()) {
        const QString last = recent.constFirst();
        dialog.setAddress(last);
        // Filled when the keyring answers, unless the user typed meanwhile.
        m_tokens->read(keyringName(last), &dialog, [&dialog, last](const QByteArray &token, const QString &error) {
            if (dialog.address() == last && dialog.token().isEmpty() && !token.isEmpty())
                dialog.setToken(token, tr("the keyring"));
            dialog.setKeyringMissing(error);
        });
    }
    if (dialog.token().isEmpty() && !qgetenv("ASKR_ADMIN_TOKEN").trimmed().isEmpty())
        dialog.setToken(qgetenv("ASKR_ADMIN_TOKEN").trimmed(), tr("the ASKR_ADMIN_TOKEN environment variable"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString address = remote::adminBaseUrl(dialog.address()).toString();
    const QByteArray token = dialog.token();
    if (dialog.rememberToken() && !token.isEmpty()) {
        QPointer<QWidget> owner(parent);
        m_tokens->remember(keyringName(address), token, this, [this, owner, address](const QString &error) {
            if (error.isEmpty())
                Q_EMIT statusMessage(tr("The admin token for %1 is kept in the keyring now.").arg(address));
            else if (owner)
                QMessageBox::warning(owner, tr("Token Not Remembered"),
                                     tr("The admin token for %1 was not remembered: %2. It is kept until Askr Desk quits.").arg(address, error));
        });
    } else if (!dialog.rememberToken()) {
        m_tokens->forget(keyringName(address));
    }
    QString why;
    if (!open(address, token, dialog.tokenSource(), &why))
        Q_EMIT statusMessage(why);
}

void ServerRoster::close(views::ServerPage *page)
{
    // The database no longer hears from it (the link itself is kept).
    if (storage::Session *session = linkedSession(page))
        queuesOf(session)->setServerFigures(QString(), std::nullopt);
    delete m_items.take(page);
    m_alerts.remove(page);
    m_fleet->removeServer(page->watch()->base().toString());
    m_stack->removeWidget(page);
    page->deleteLater();
    updateActions();
    Q_EMIT pageClosed();
}

void ServerRoster::rollingReload(QWidget *parent)
{
    // In the sidebar's order, which is the order the user sees.
    QList<views::ServerPage *> order;
    for (int i = 0; i < m_sidebar->topLevelItemCount(); ++i)
        if (views::ServerPage *page = pageOf(m_sidebar->topLevelItem(i)))
            order << page;
    if (order.size() < 2)
        return;
    QStringList lines;
    for (int i = 0; i < order.size(); ++i)
        lines << QStringLiteral("%1. %2").arg(i + 1).arg(order[i]->title());
    QMessageBox box(QMessageBox::Question, tr("Rolling Reload"), tr("Reload these %1 servers one at a time, in this order?").arg(order.size()),
                    QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("confirmRollingReload"));
    box.setInformativeText(lines.join(QLatin1Char('\n')) + QStringLiteral("\n\n")
                           + tr("Each must answer /healthz 200 with its rollout ended ok before the next is reloaded. The first aborted, "
                                "inconclusive or unhealthy server stops the run, and the servers after it are not touched."));
    QAbstractButton *go = box.addButton(tr("Reload One at a Time"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != go)
        return;
    QList<remote::AdminClient *> clients;
    // The run has clients of its own: closing a page meanwhile takes nothing from it.
    auto *holder = new QObject;
    for (views::ServerPage *page : std::as_const(order))
        clients << page->watch()->client()->clone(holder);
    auto *run = new remote::RollingReload(clients, holder);
    auto *follow = new views::RollingReloadDialog(run, parent);
    follow->setAttribute(Qt::WA_DeleteOnClose);
    holder->setParent(follow);
    const int count = int(clients.size());
    connect(run, &remote::RollingReload::reloadSent, this, [this, clients, count](int index, const QString &error) {
        const remote::AdminClient *c = clients.at(index);
        logReload(c->base().toString(), tr("Reload the workers of %1 (rolling reload, server %2 of %3)").arg(c->displayName()).arg(index + 1).arg(count),
                  error);
    });
    connect(run, &remote::RollingReload::finished, this, [this](bool, const QString &summary) { Q_EMIT statusMessage(summary); });
    follow->show();
    run->start();
}

void ServerRoster::show(const QString &address)
{
    for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
        if (it.key()->watch()->base().toString() == address)
            m_sidebar->setCurrentItem(it.value());
}

views::ServerPage *ServerRoster::pageOf(const QTreeWidgetItem *item) const
{
    return item ? qobject_cast<views::ServerPage *>(item->data(0, ServerRole).value<QObject *>()) : nullptr;
}

void ServerRoster::applySettings()
{
    for (models::AlertMonitor *alerts : std::as_const(m_alerts))
        alerts->setSettings(models::AlertMonitor::storedSettings());
}

void ServerRoster::setInterval(int ms)
{
    m_interval = ms;
    for (views::ServerPage *page : m_items.keys())
        page->watch()->setInterval(ms);
}

void ServerRoster::updateItem(views::ServerPage *page)
{
    QTreeWidgetItem *item = m_items.value(page);
    if (!item)
        return;
    const QStringList issues = page->issues();
    QString text = page->title();
    if (!issues.isEmpty())
        text += QStringLiteral("  ⚠ %1").arg(issues.size());
    item->setText(0, text);
    QString tip = tr("Askr server %1 (admin plane)").arg(page->title());
    if (!page->summary().isEmpty())
        tip += QLatin1Char('\n') + page->summary();
    if (!issues.isEmpty())
        tip += QLatin1Char('\n') + tr("Problems:") + QStringLiteral("\n• ") + issues.join(QStringLiteral("\n• "));
    item->setToolTip(0, tip);
}

void ServerRoster::logReload(const QString &address, const QString &what, const QString &error)
{
    // The activity file is written through the database process, which
    // may take a while: never on the window's thread.
    const QString title = tr("Graceful Reload");
    QPointer<ServerRoster> self(this);
    QThreadPool::globalInstance()->start([self, address, title, what, error] {
        const qint64 entry = operations::recordServerAction(address, operations::Origin::App, title, what, error, operations::ActivityLog::defaultPath());
        QMetaObject::invokeMethod(qApp, [self, entry] {
            if (self)
                Q_EMIT self->reloadLogged(entry);
        });
    });
}

namespace {
QString addressOf(const views::ServerPage *page)
{
    return page->watch()->base().toString();
}
} // namespace

QList<storage::Session *> ServerRoster::sessions() const
{
    QList<storage::Session *> out;
    if (m_databases)
        for (views::DatabaseView *view : m_databases())
            out << view->session();
    return out;
}

models::QueueOverviewModel *ServerRoster::queuesOf(const storage::Session *session) const
{
    if (m_databases)
        for (views::DatabaseView *view : m_databases())
            if (view->session() == session)
                return view->queueOverview();
    return nullptr;
}

storage::Session *ServerRoster::linkedSession(views::ServerPage *page) const
{
    const QString path = storage::settings::ServerSettings::linkedDatabase(addressOf(page));
    if (path.isEmpty())
        return nullptr;
    for (storage::Session *s : sessions())
        if (s->path() == path)
            return s;
    return nullptr;
}

QList<storage::Session *> ServerRoster::suggestions(views::ServerPage *page) const
{
    QList<storage::Session *> out;
    const auto &status = page->watch()->status();
    if (!status || !status->queues)
        return out;
    QList<std::pair<int, storage::Session *>> scored;
    for (storage::Session *s : sessions()) {
        int matches = 0;
        const QList<contracts::Value> names = queuesOf(s)->queueNames();
        for (const auto &q : *status->queues)
            for (const contracts::Value &name : names)
                matches += name.toBytes() == q.name.toUtf8() ? 1 : 0;
        if (matches > 0)
            scored.append({matches, s});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[n, s] : scored)
        out << s;
    return out;
}

void ServerRoster::chooseLink(views::ServerPage *page)
{
    const QList<storage::Session *> open = sessions();
    if (open.isEmpty()) {
        QMessageBox::information(page, tr("Link to Database"), tr("Open the database this server's queue uses first; then link them."));
        return;
    }
    const QList<storage::Session *> suggested = suggestions(page);
    QList<storage::Session *> order = suggested;
    for (storage::Session *s : open)
        if (!order.contains(s))
            order << s;
    QStringList items;
    for (storage::Session *s : std::as_const(order))
        items << (suggested.contains(s) ? tr("%1 (its queues match the server's)").arg(s->path()) : s->path());
    const QString none = tr("No database (unlink)");
    items << none;
    storage::Session *current = linkedSession(page);
    bool ok = false;
    const QString chosen = QInputDialog::getItem(page, tr("Link to Database"), tr("The database whose queue %1 works:").arg(page->title()), items,
                                                 current ? int(order.indexOf(current)) : 0, false, &ok);
    if (!ok)
        return;
    const int at = int(items.indexOf(chosen));
    if (chosen == none || at < 0 || at >= order.size())
        unlink(page);
    else
        link(page, order.at(at));
}

void ServerRoster::link(views::ServerPage *page, storage::Session *session)
{
    if (storage::Session *old = linkedSession(page); old && old != session)
        queuesOf(old)->setServerFigures(QString(), std::nullopt);
    storage::settings::ServerSettings::setLinkedDatabase(addressOf(page), session->path());
    applyLink(page);
}

void ServerRoster::unlink(views::ServerPage *page)
{
    if (storage::Session *old = linkedSession(page))
        queuesOf(old)->setServerFigures(QString(), std::nullopt);
    storage::settings::ServerSettings::unlink(addressOf(page));
    applyLink(page);
}

void ServerRoster::databasesChanged()
{
    for (views::ServerPage *page : m_items.keys())
        applyLink(page);
}

void ServerRoster::applyLink(views::ServerPage *page)
{
    storage::Session *session = linkedSession(page);
    if (!session) {
        const QString path = storage::settings::ServerSettings::linkedDatabase(addressOf(page));
        const QString text = path.isEmpty() ? QString() : tr("%1 (not open)").arg(path);
        page->setLinkedDatabase(text);
        page->setDatabaseQueues({}, QString());
        m_fleet->setServer(models::ServerFleetModel::rowOf(*page->watch(), text));
        return;
    }
    models::QueueOverviewModel *queues = queuesOf(session);
    // Only a fresh reading confirms anything: a server away or stale says nothing.
    const models::ServerWatch *watch = page->watch();
    const bool fresh = watch->isReachable() && !watch->isStale() && watch->status();
    queues->setServerFigures(watch->displayName(), fresh ? watch->status()->queueWorkers : std::nullopt);
    // The page follows the database's backlog as it is read.
    connect(queues, &models::QueueOverviewModel::refreshed, this, &ServerRoster::databasesChanged, Qt::UniqueConnection);
    const operations::QueueDepth totals = queues->totals();
    const QString backlog = queues->hasSnapshot() ? tr("%1: %2 ready, oldest %3, %4 stuck")
                                                        .arg(storage::shortName(session->path()), operations::formatCount(totals.ready),
                                                             totals.ready ? operations::formatDuration(totals.oldestReadyAge) : QStringLiteral("—"))
                                                        .arg(queues->stuckCount())
                                                  : storage::shortName(session->path());
    page->setLinkedDatabase(backlog);
    // Queue by queue, the database's ready count beside the server's.
    QHash<QString, qint64> ready;
    for (int row = 0; row < queues->rowCount(); ++row)
        ready.insert(QString::fromUtf8(queues->depthAt(row).queue.toBytes()), queues->depthAt(row).ready);
    page->setDatabaseQueues(ready, storage::shortName(session->path()));
    m_fleet->setServer(models::ServerFleetModel::rowOf(*watch, backlog));
}

QStringList ServerRoster::recent()
{
    return storage::settings::RecentSettings::list(storage::settings::RecentSettings::Servers);
}

void ServerRoster::clearRecent()
{
    storage::settings::RecentSettings::clear(storage::settings::RecentSettings::Servers);
}

void ServerRoster::addRecent(const QString &address)
{
    storage::settings::RecentSettings::prepend(storage::settings::RecentSettings::Servers, address);
}

} // namespace askr::app
