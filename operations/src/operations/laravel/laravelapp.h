#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace askr::operations::laravel {

// Where one part of a Laravel application on the Askr runtime lives.
struct AppPart {
    enum Kind { Queue, Cache, Events, FailedJobs, Admin };
    Kind kind = Queue;
    // A SQLite file's absolute path, a server's "driver://user@host:port/db"
    // (never its password), or the admin plane's http:// address; empty when
    // it cannot be seen from here.
    QString where;
    QString driver;   // sqlite, mysql, mariadb, pgsql; empty for the admin plane
    QString table;    // FailedJobs: Laravel's table (failed_jobs)
    QString source;   // what said so: ".env ASKR_QUEUE_DB", "config/queue.php failed.database"
    QString missing;  // when where is empty, or the file is not there: why, in plain words
    bool exists = false; // a SQLite file that is there, a server or admin address that is set

    bool isFile() const { return driver == QLatin1String("sqlite"); }
    bool visible() const { return !where.isEmpty() && exists; }
    static QString kindName(Kind kind);
};

// A Laravel application folder as the runtime and Laravel read it: its
// .env, and config/queue.php and config/database.php where they override
// the framework's defaults (read, not run), and askr.toml for the admin
// plane. Relative paths are the application folder's, where artisan and
// the runtime run.
struct LaravelApp {
    QString folder;       // absolute
    bool found = false;   // a folder with artisan or .env
    QList<AppPart> parts; // Queue, Cache, Events, FailedJobs, Admin: always all five
    QStringList notes;    // what else it says: the queue connection, what could not be read
    bool adminTokenSet = false; // ASKR_ADMIN_TOKEN in .env (its value is never kept here)

    static bool looksLikeApp(const QString &folder);
    static LaravelApp find(const QString &folder);

    const AppPart &part(AppPart::Kind kind) const { return parts.at(int(kind)); }
    // The SQLite files the askr tables are in (Queue, Cache, Events), each once.
    QStringList askrFiles() const;
    // For the window, beside one of those files: which parts it holds, and
    // where the others are or why they cannot be seen (one line each).
    QStringList describe(const QString &file) const;
};

} // namespace askr::operations::laravel
