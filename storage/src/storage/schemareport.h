#pragma once

#include <QString>
#include <QStringList>

namespace askr::contracts {
class Connection;
}

namespace askr::storage {

// Which primitives a database holds and what is wrong with each, compared
// with the schemas of the contract documents.
struct PrimitiveReport {
    QString contract; // queue, cache, pubsub
    bool present = false; // every table exists with every column
    bool partial = false; // some tables exist, or columns are missing
    bool missingColumns = false; // an existing table lacks a column: cannot be completed
    QStringList errors;   // make it unusable ("askr_jobs has no column ...")
    QStringList warnings; // tolerated (extra columns, missing indexes)
    QStringList tables; // the tables the contract's schema creates, by name
};

struct SchemaReport {
    bool inspected = false;
    bool notSqlite = false;
    QString error; // could not read the schema at all
    int errorCode = 0; // its SQLite result code (SQLITE_CORRUPT, SQLITE_NOTADB, ...)
    QString journalMode;
    PrimitiveReport queue, cache, pubsub;
    bool hasQueue() const { return queue.present; }
    bool hasCache() const { return cache.present; }
    bool hasPubSub() const { return pubsub.present; }
    bool empty() const { return !queue.present && !cache.present && !pubsub.present; }
    int issueCount() const;
    QStringList messages() const;
};

// Reads the database's schema through the Database contract and compares it
// with the tables, columns and indexes the contract schemas create.
SchemaReport inspectSchema(contracts::Connection &db);

} // namespace askr::storage
