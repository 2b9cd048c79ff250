#include "statusarea.h"

#include "models/freshness.h"
#include "models/server/serverwatch.h"
#include "storage/host/dbhost.h"
#include "storage/session.h"
#include "views/databaseview.h"
#include "views/server/serverpage.h"
#include "workspace.h"

#include <QLabel>
#include <QLocale>
#include <QStatusBar>
#include <QTime>
#include <QTimer>

#include <algorithm>

namespace askr::app {

StatusArea::StatusArea(QStatusBar *bar, Workspace *workspace)
    : QObject(bar)
    , m_workspace(workspace)
    , m_modeLabel(new QLabel(bar))
    , m_refreshLabel(new QLabel(bar))
    , m_busyLabel(new QLabel(bar))
    , m_timer(new QTimer(this))
{
    m_refreshLabel->setObjectName(QStringLiteral("refreshLabel"));
    m_busyLabel->setMinimumWidth(20);
    bar->addPermanentWidget(m_busyLabel);
    bar->addPermanentWidget(m_refreshLabel);
    bar->addPermanentWidget(m_modeLabel);
    m_timer->start(250);
    // The database process may be back before anyone looked at the banner:
    // the status bar keeps a trace of it for a minute.
    if (storage::DbHost *host = storage::DbHost::instance()) {
        connect(host, &storage::DbHost::stopped, bar, [bar](const QString &why) {
            bar->showMessage(tr("The database process stopped (%1); starting it again…").arg(why), 60000);
        });
        connect(host, &storage::DbHost::restarted, bar, [bar] {
            bar->showMessage(tr("The database process stopped at %1 and was started again; the open databases were reopened.")
                                 .arg(QLocale().toString(QTime::currentTime(), QLocale::ShortFormat)),
                             60000);
        });
    }
    connect(m_timer, &QTimer::timeout, this, &StatusArea::due);
}

QString StatusArea::modeText(views::DatabaseView *view) const
{
    if (!view) {
        const qsizetype open = m_workspace->views().size();
        return open == 0 ? tr("No database") : tr("%n database(s) open", nullptr, int(open));
    }
    const storage::OpenPlan &plan = view->session()->plan();
    if (plan.remote)
        return tr("%1 on %2").arg(storage::modeName(plan.mode), plan.url.toString());
    return storage::modeName(plan.mode);
}

void StatusArea::show(views::DatabaseView *view, views::ServerPage *server)
{
    m_modeLabel->setText(modeText(view));
    if (view) {
        m_modeLabel->setToolTip(view->session()->plan().reason);
        const qint64 last = m_workspace->lastRefresh(view);
        // In the session's time, which tests move.
        const QString snapshot = models::Freshness::snapshotNote(view->session());
        if (!snapshot.isEmpty())
            m_refreshLabel->setText(snapshot); // read once: "refreshed" would say it follows the file
        else
            m_refreshLabel->setText(last ? tr("Refreshed %1 s ago").arg(std::max<qint64>(0, view->session()->now() - last)) : tr("Not refreshed yet"));
        static const QString frames[] = {QStringLiteral("◐"), QStringLiteral("◓"), QStringLiteral("◑"), QStringLiteral("◒")};
        const bool busy = view->session()->isBusy();
        m_busyLabel->setText(busy ? frames[m_frame++ % 4] : QString());
        m_busyLabel->setToolTip(busy ? tr("Querying the database…") : QString());
        // The spinner turns four times a second; idle, once a second will do.
        const int interval = busy ? 250 : 1000;
        if (m_timer->interval() != interval)
            m_timer->setInterval(interval);
    } else if (server) {
        // "Read" counts from the last reading that succeeded, never from a failed one.
        const auto *watch = server->watch();
        m_modeLabel->setText(tr("Askr server"));
        m_modeLabel->setToolTip(watch->base().toString());
        m_refreshLabel->setText(watch->lastReadMs() ? tr("Read %1 s ago").arg(watch->ageSeconds()) : tr("Not read yet"));
        m_busyLabel->clear();
    } else {
        m_modeLabel->setToolTip(QString());
        m_refreshLabel->clear();
        m_busyLabel->clear();
    }
}

} // namespace askr::app
