// Opens a database in the real main window (offscreen), visits every page,
// reads everything through the session's own connection, and prints one
// line, so that a test can run it as an unprivileged user:
//   robustprobe PATH [auto|ro|snapshot|rw]
// prints: mode=<mode> readonly=<0|1> shown=<pages shown>/<pages> jobs=<n>
//         failed=<n> keys=<n> events=<n> subscribers=<n> failures=<n>
// followed by one line per failed request.

#include "views/actionrunner.h"
#include "apptour.h"
#include "readall.h"
#include "storage/host/dbhost.h"

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
    if (!failures.failures.isEmpty())
        std::printf("%s\n", failures.text().toLocal8Bit().constData());
    return 0;
}
