#include "serverroster.h"
#include "app_debug.h"

#include "models/server/serverwatch.h"
#include "operations/activity/activitylog.h"
#include "operations/server/serveractivity.h"
#include "remote/adminclient.h"
#include "tokenstore.h"
#include "views/server/openserverdialog.h"
#include "views/server/serverpage.h"

#include <QMessageBox>
#include <QPointer>
#include <QSettings>
#include <QStackedWidget>
#include <QThreadPool>
#include <QTreeWidget>

namespace askr::app {

namespace {
const auto RecentServersKey = QStringLiteral("MainWindow/recentServers");
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
{
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
    connect(watch, &models::ServerWatch::updated, this, [this, page] { updateItem(page); });
    const QString display = watch->displayName();
    const QString canonical = base.toString();
    connect(page, &views::ServerPage::reloadAnswered, this,
            [this, canonical, display](const QString &problem) { logReload(canonical, display, problem); });
    updateItem(page);
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
    delete m_items.take(page);
    m_stack->removeWidget(page);
    page->deleteLater();
}

views::ServerPage *ServerRoster::pageOf(const QTreeWidgetItem *item) const
{
    return item ? qobject_cast<views::ServerPage *>(item->data(0, ServerRole).value<QObject *>()) : nullptr;
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

void ServerRoster::logReload(const QString &address, const QString &name, const QString &error)
{
    // The activity file is written through the database process, which
    // may take a while: never on the window's thread.
    const QString title = tr("Graceful Reload");
    const QString what = tr("Reload the workers of %1").arg(name);
    QPointer<ServerRoster> self(this);
    QThreadPool::globalInstance()->start([self, address, title, what, error] {
        const qint64 entry = operations::recordServerAction(address, operations::Origin::App, title, what, error, operations::ActivityLog::defaultPath());
        QMetaObject::invokeMethod(qApp, [self, entry] {
            if (self)
                Q_EMIT self->reloadLogged(entry);
        });
    });
}

QStringList ServerRoster::recent()
{
    return QSettings().value(RecentServersKey).toStringList();
}

void ServerRoster::clearRecent()
{
    QSettings().remove(RecentServersKey);
}

void ServerRoster::addRecent(const QString &address)
{
    QStringList list = recent();
    list.removeAll(address);
    list.prepend(address);
    while (list.size() > 10)
        list.removeLast();
    QSettings().setValue(RecentServersKey, list);
}

} // namespace askr::app
