#include "storage/opener.h"

#include "askr_contracts_api.h"
#include "storage/sqlitefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

// The file side of opening, apart from opener.cpp: the database process
// links it without the server executor (and Qt Network with it).

namespace askr::storage {

using namespace askr::contracts;

OpenedDatabase::OpenedDatabase() = default;
OpenedDatabase::OpenedDatabase(OpenedDatabase &&) noexcept = default;
OpenedDatabase &OpenedDatabase::operator=(OpenedDatabase &&) noexcept = default;
OpenedDatabase::~OpenedDatabase()
{
    db.reset(); // close before the copy's folder goes
}

namespace {

// SQLite's online backup from a read-only connection: one read transaction,
// so the copy is consistent and holds what is only in the -wal, and SQLite
// alone touches the original and its -wal and -shm.
void backUp(const QString &path, const QString &copy)
{
    auto source = Connection::open(sqliteUri(path, OpenMode::ReadOnlyLive), SQLITE_OPEN_READONLY);
    auto target = Connection::open(QFile::encodeName(copy), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    sqlite3_backup *backup = sqlite3_backup_init(target->handle(), "main", source->handle(), "main");
    if (!backup)
        target->raise(sqlite3_errcode(target->handle()), QStringLiteral("backup"));
    const int step = sqlite3_backup_step(backup, -1);
    const int rc = sqlite3_backup_finish(backup);
    if (step != SQLITE_DONE)
        source->raise(step, QStringLiteral("backup"));
    if (rc != SQLITE_OK)
        target->raise(rc, QStringLiteral("backup"));
}

// A frozen copy of the plan's file in a folder of our own.
void copyForSnapshot(const OpenPlan &plan, const QString &copy)
{
    const QString shm = QFileInfo(plan.path).absoluteFilePath() + QStringLiteral("-shm");
    if (QFileInfo::exists(shm)) {
        backUp(plan.path, copy);
        return;
    }
    // Without a -shm no connection can read the -wal in place (the folder
    // may not be written), and no writer has the file open: copy the main
    // file and its -wal through SQLite's file layer, so that even a
    // connection of this process on that file keeps its locks.
    QString error;
    if (!copyDatabaseFile(plan.path, copy, false, &error)
        || !copyDatabaseFile(plan.path + QStringLiteral("-wal"), copy + QStringLiteral("-wal"), true, &error))
        throw Error(SQLITE_CANTOPEN,
                    QCoreApplication::translate("askr::storage::Session", "Could not copy %1 for a snapshot (%2); check free space in the temporary folder.").arg(plan.path, error));
}

} // namespace

OpenedDatabase openFilePlan(const OpenPlan &plan)
{
    if (!plan.error.isEmpty())
        throw Error(SQLITE_CANTOPEN, plan.error);
    if (plan.remote)
        throw Error(SQLITE_MISUSE, QStringLiteral("a server's database is not a file"));
    OpenedDatabase opened;
    QByteArray uri = plan.uri;
    if (plan.copyFirst) {
        opened.copyDir = std::make_unique<QTemporaryDir>();
        const QString copy = opened.copyDir->filePath(QStringLiteral("snapshot.sqlite"));
        if (!opened.copyDir->isValid())
            throw Error(SQLITE_CANTOPEN,
                        QCoreApplication::translate("askr::storage::Session", "Could not copy %1 for a snapshot; check free space in the temporary folder.").arg(plan.path));
        copyForSnapshot(plan, copy);
        // Opened read-write so that SQLite can rebuild the wal-index in our
        // folder; query_only keeps it unchanged.
        uri = sqliteUri(copy, OpenMode::ReadWrite);
    }
    const int flags = plan.mode == OpenMode::ReadWrite || plan.copyFirst ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY;
    opened.db = Connection::open(uri, flags);
    if (plan.readOnly())
        database::queryOnly(*opened.db);
    return opened;
}

} // namespace askr::storage
