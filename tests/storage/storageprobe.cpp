// Opens a database through the storage layer and prints what it saw, so that
// tests can run it as an unprivileged user (root ignores file modes).
// Usage: storageprobe PATH [auto|ro|snapshot]
// Prints: mode=<mode> jobs=<n> events=<n> error=<message>
// Or: storageprobe PATH getlk — who holds SQLite's shared lock on the file,
// as another process learns with fcntl(F_GETLK): "shared PID" or "none".

#include "../support/lockprobe.h"
#include "askr_contracts_api.h"
#include "storage/session.h"

#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

using namespace askr;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2)
        return 2;
    storage::OpenMode mode = storage::OpenMode::Auto;
    const QByteArray m = argc > 2 ? QByteArray(argv[2]) : QByteArray("auto");
    if (m == "getlk") {
        std::printf("%s\n", testsupport::sqliteSharedLock(argv[1]).constData());
        return 0;
    }
    if (m == "ro")
        mode = storage::OpenMode::ReadOnlyLive;
    else if (m == "snapshot")
        mode = storage::OpenMode::Snapshot;
    else if (m == "rw")
        mode = storage::OpenMode::ReadWrite;
    storage::Session session(storage::planOpen(QString::fromLocal8Bit(argv[1]), mode));
    int rc = 0;
    auto finish = [&](const QString &line, int code) {
        std::printf("%s\n", line.toLocal8Bit().constData());
        rc = code;
        app.quit();
    };
    QObject::connect(&session, &storage::Session::openFailed, &app, [&](const QString &msg) { finish(QStringLiteral("error=") + msg, 1); });
    QObject::connect(&session, &storage::Session::schemaChanged, &app, [&] {
        if (!session.schema().error.isEmpty())
            return finish(QStringLiteral("error=") + session.schema().error, 1);
        session.query(QStringLiteral("count"), &app,
                      [](contracts::Connection &db) {
                          qint64 jobs = 0;
                          for (const auto &row : contracts::queue::queueDepths(db))
                              jobs += row.ready.toInt() + row.delayed.toInt() + row.reserved.toInt();
                          const qint64 events = contracts::pubsub::currentSeq(db).seq.toInt();
                          return std::make_pair(jobs, events);
                      },
                      [&](std::pair<qint64, qint64> counts) {
                          finish(QStringLiteral("mode=%1 jobs=%2 events=%3 readonly=%4")
                                     .arg(storage::modeName(session.mode()))
                                     .arg(counts.first)
                                     .arg(counts.second)
                                     .arg(session.isReadOnly()),
                                 0);
                      },
                      [&](const storage::Failure &f) { finish(QStringLiteral("error=") + f.message, 1); });
    });
    QTimer::singleShot(20000, &app, [&] { finish(QStringLiteral("error=timeout"), 3); });
    app.exec();
    return rc;
}
