#pragma once

#include "storage/sqlitefile.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QUrl>

namespace askr::storage {

enum class OpenMode {
    Auto,         // choose from what the file and its directory allow
    ReadWrite,    // operate: retry, forget, trim
    ReadOnlyLive, // a replica another process keeps writing
    Snapshot,     // a frozen view: read-only media, or a WAL file without -shm
};

QString modeName(OpenMode mode);

// The name the sidebar, the fleet, the window title and alerts give a
// database: a file's name, or a server's host:port with its namespace.
QString shortName(const QString &location);

// How a file will be opened, and why. Computed from file metadata and the
// header's journal-mode bytes (read through SQLite's file layer, which never
// drops a lock of this process), so it is cheap enough for the UI thread;
// nothing is created here.
struct OpenPlan {
    OpenMode mode = OpenMode::Auto;
    QString path;        // the file the user chose
    QByteArray uri;      // what SQLite opens (for a copied snapshot: set by the worker)
    bool copyFirst = false; // snapshot of a WAL database: read a private copy
    QString reason;      // shown to the user
    QString error;       // non-empty: cannot open at all
    bool isWal = false;
    FileId file;         // device and inode when planned: the same file is one session
    // A database on a libSQL server: path holds the address as given, url
    // the http(s) base, token the bearer token (never shown nor logged).
    bool remote = false;
    QUrl url;
    QByteArray token;
    bool readOnly() const { return mode != OpenMode::ReadWrite; }
};

// A path that is a server address (http://, https://, libsql://) is planned
// with planRemote and no token.
OpenPlan planOpen(const QString &path, OpenMode requested);
// A server opens read-only unless ReadWrite is asked for: only reading is
// free of consequences for everyone else who uses it.
OpenPlan planRemote(const QString &address, const QByteArray &token, OpenMode requested);

// The SQLite URI for a path in a given mode (percent-encoded as SQLite wants).
QByteArray sqliteUri(const QString &path, OpenMode mode);

} // namespace askr::storage
