// Opens a database in the real main window (offscreen), visits every page,
// reads everything through the session's own connection, and prints one
// line, so that a test can run it as an unprivileged user:
//   robustprobe PATH [auto|ro|snapshot|rw]
// prints: mode=<mode> readonly=<0|1> shown=<pages shown>/<pages> jobs=<n>
//         failed=<n> keys=<n> events=<n> subscribers=<n> failures=<n>
// then, after the session's clock is put two hours on and everything read
// again, the places that say how old the figures are and the problems:
//   fleet=<the fleet row's state> status=<the status bar's age>
//   banner=<1 if the banner says it> tile=<the Overview's first tile's age>
//   problems=<each problem, " | " between>
// followed by one line per failed request.

#include "views/actionrunner.h"
#include "apptour.h"
#include "readall.h"
#include "storage/host/dbhost.h"
#include "models/overview/fleetmodel.h"
#include "views/overview/dashboardtile.h"
#include "views/overview/fleetpage.h"

#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>

#include <QApplication>

#include <cstdio>

using namespace askr;
using namespace askr::robust;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 2)
        return 2;
    const QByteArray m = argc > 2 ? QByteArray(argv[2]) : QByteArray("auto");
    const storage::OpenMode mode = m == "ro" ? storage::OpenMode::ReadOnlyLive
        : m == "snapshot"                    ? storage::OpenMode::Snapshot
        : m == "rw"                          ? storage::OpenMode::ReadWrite
                                             : storage::OpenMode::Auto;
    // No dialog may wait for a person.
    views::setConfirmHandler([](const QString &, const QString &, const QString &) { return false; });
    views::setNotifyHandler([](const QString &, const QString &, bool) {});

    // As askr-desk's main(): the connections live in the database process.
    storage::DbHost::start();
    storage::DbHost::routeEveryFileOpen();
    app::MainWindow w;
    w.show();
    auto *view = w.openDatabase(QString::fromLocal8Bit(argv[1]), mode);
    auto *session = view->session();
    FailureLog failures(session);
    if (!QTest::qWaitFor([&] { return session->schema().inspected || !view->problem().isEmpty(); }, 20000)) {
        std::printf("error=timeout\n");
        return 3;
    }
    if (!view->problem().isEmpty() && !session->schema().inspected) {
        std::printf("error=%s\n", view->problem().toLocal8Bit().constData());
        return 1;
    }
    const auto visits = visitEveryPage(w, view);
    int shown = 0;
    for (const auto &v : visits)
        shown += v.shown ? 1 : 0;
    storage::Failure failure;
    auto all = onWorker(session, [](contracts::Connection &db) { return readEverything(db); }, &failure);
    waitIdle(session);
    if (!all) {
        std::printf("error=%s\n", failure.message.toLocal8Bit().constData());
        return 1;
    }
    std::printf("mode=%s readonly=%d shown=%d/%d jobs=%lld failed=%lld keys=%lld events=%lld subscribers=%lld failures=%d\n",
                storage::modeName(session->mode()).toLocal8Bit().constData(), int(session->isReadOnly()), shown, int(visits.size()), all->jobs, all->failed,
                all->keys, all->events, all->subscribers, int(failures.failures.size()));

    // Two hours on, as if the window had stayed open: what a frozen
    // snapshot must not call stalled, a live file with no writer is.
    const qint64 later = QDateTime::currentSecsSinceEpoch() + 2 * 3600;
    session->setClock([later] { return later; });
    Q_EMIT session->changed();
    QTest::qWait(300);
    waitIdle(session);
    const auto visitsLater = visitEveryPage(w, view);
    Q_UNUSED(visitsLater);
    QString fleetState;
    auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    sidebar->setCurrentItem(w.fleetItem());
    QTest::qWait(300);
    if (auto *proxy = qobject_cast<QSortFilterProxyModel *>(w.fleetPage()->table()->model()))
        if (auto *fleet = qobject_cast<models::FleetModel *>(proxy->sourceModel()); fleet && fleet->rowCount() > 0)
            fleetState = fleet->index(0, models::FleetModel::StateColumn).data().toString();
    sidebar->setCurrentItem(sidebarItem(w, view));
    QTest::qWait(1200); // the status bar looks once a second
    QString status;
    for (QLabel *label : w.statusBar()->findChildren<QLabel *>())
        if (label->text().contains(QLatin1String(" ago")) || label->text().contains(QLatin1String("Snapshot")) || label->text().startsWith(QLatin1String("Not refreshed")))
            status = label->text();
    const QLabel *banner = view->findChild<QLabel *>(QStringLiteral("modeBanner"));
    const auto tiles = view->findChildren<views::DashboardTile *>();
    QStringList problems;
    for (const auto &p : view->problems())
        problems << p.text;
    std::printf("fleet=%s status=%s banner=%d tile=%s problems=%s\n", fleetState.toLocal8Bit().constData(), status.toLocal8Bit().constData(),
                int(banner && banner->text().contains(QLatin1String("Snapshot taken"))), tiles.isEmpty() ? "" : tiles.first()->asOf().toLocal8Bit().constData(),
                problems.join(QLatin1String(" | ")).toLocal8Bit().constData());
    if (!failures.failures.isEmpty())
        std::printf("%s\n", failures.text().toLocal8Bit().constData());
    return 0;
}
