#pragma once

#include "storage/openplan.h"

#include <QTemporaryDir>

#include <memory>

namespace askr::contracts {
class Connection;
}

namespace askr::storage {

// A connection opened the way a plan says. For a snapshot of a WAL database
// the plan reads a private copy, whose folder lives as long as this.
struct OpenedDatabase
{
    std::unique_ptr<contracts::Connection> db;
    std::unique_ptr<QTemporaryDir> copyDir;
    OpenedDatabase();
    OpenedDatabase(OpenedDatabase &&) noexcept;
    OpenedDatabase &operator=(OpenedDatabase &&) noexcept;
    ~OpenedDatabase();
};

// Opens the plan's file: read-write, read-only live or as a snapshot (copying
// the file and its -wal first when the plan says so). Every read-only open
// also sets query_only. Throws contracts::Error with a message a person can
// act on.
OpenedDatabase openPlanned(const OpenPlan &plan);
// The same for a file, on a connection of this process whatever DbHost
// says: what the database process itself opens.
OpenedDatabase openFilePlan(const OpenPlan &plan);

} // namespace askr::storage
