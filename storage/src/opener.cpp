#include "opener.h"

#include "askr_contracts_api.h"

#include <QCoreApplication>
#include <QFile>

#include <sqlite3.h>

namespace askr::storage {

using namespace askr::contracts;

OpenedDatabase::OpenedDatabase() = default;
OpenedDatabase::OpenedDatabase(OpenedDatabase &&) noexcept = default;
OpenedDatabase &OpenedDatabase::operator=(OpenedDatabase &&) noexcept = default;
OpenedDatabase::~OpenedDatabase()
{
    db.reset(); // close before the copy's folder goes
}

OpenedDatabase openPlanned(const OpenPlan &plan)
{
    if (!plan.error.isEmpty())
        throw Error(SQLITE_CANTOPEN, plan.error);
    OpenedDatabase opened;
    QByteArray uri = plan.uri;
    if (plan.copyFirst) {
        // A frozen copy of the main file and its -wal, in a folder we own.
        opened.copyDir = std::make_unique<QTemporaryDir>();
        const QString copy = opened.copyDir->filePath(QStringLiteral("snapshot.sqlite"));
        if (!opened.copyDir->isValid() || !QFile::copy(plan.path, copy))
            throw Error(SQLITE_CANTOPEN,
                QCoreApplication::translate(
                    "askr::storage::Session", "Could not copy %1 for a snapshot; check free space in the temporary folder.")
                    .arg(plan.path));
        QFile::copy(plan.path + QStringLiteral("-wal"), copy + QStringLiteral("-wal"));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QFile::setPermissions(copy + QStringLiteral("-wal"), QFile::ReadOwner | QFile::WriteOwner);
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
