#pragma once

// A Laravel-shaped application folder written for a test (not a Laravel
// install): artisan, .env, config/queue.php and config/database.php in the
// shape Laravel 11 ships them (the failed block, the sqlite, mysql,
// mariadb and pgsql connections), optionally askr.toml and other files.

#include <QMap>
#include <QString>

namespace askr::testsupport {

struct LaravelFolder {
    QString env;             // the .env's text
    bool withConfig = true;  // config/queue.php and config/database.php as Laravel 11 ships them
    QString queueFailedTable = QStringLiteral("'failed_jobs'"); // the PHP expression for failed.table
    QString askrToml;        // empty: none
    QMap<QString, QString> extra; // more files: path in the folder -> text

    // Writes it into folder (created); false when a file could not be written.
    bool write(const QString &folder) const;
};

} // namespace askr::testsupport
