#include "laravelfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace askr::testsupport {

namespace {

bool put(const QString &path, const QString &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) == text.toUtf8().size();
}

const char *const QueuePhp = R"php(<?php

return [
    'default' => env('QUEUE_CONNECTION', 'database'),

    'connections' => [
        'sync' => [
            'driver' => 'sync',
        ],
        'database' => [
            'driver' => 'database',
            'connection' => env('DB_QUEUE_CONNECTION'),
            'table' => env('DB_QUEUE_TABLE', 'jobs'),
            'queue' => env('DB_QUEUE', 'default'),
            'retry_after' => (int) env('DB_QUEUE_RETRY_AFTER', 90),
            'after_commit' => false,
        ],
    ],

    /*
    | Failed jobs: 'database-uuids' keeps them in a table of the default
    | connection unless told otherwise.
    */
    'failed' => [
        'driver' => env('QUEUE_FAILED_DRIVER', 'database-uuids'),
        'database' => env('DB_CONNECTION', 'sqlite'),
        'table' => %TABLE%,
    ],
];
)php";

const char *const DatabasePhp = R"php(<?php

use Illuminate\Support\Str;

return [
    'default' => env('DB_CONNECTION', 'sqlite'),

    'connections' => [
        'sqlite' => [
            'driver' => 'sqlite',
            'url' => env('DB_URL'),
            'database' => env('DB_DATABASE', database_path('database.sqlite')),
            'prefix' => '',
            'foreign_key_constraints' => env('DB_FOREIGN_KEYS', true),
        ],
        'mysql' => [
            'driver' => 'mysql',
            'url' => env('DB_URL'),
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '3306'),
            'database' => env('DB_DATABASE', 'laravel'),
            'username' => env('DB_USERNAME', 'root'),
            'password' => env('DB_PASSWORD', ''),
            'unix_socket' => env('DB_SOCKET', ''),
            'charset' => env('DB_CHARSET', 'utf8mb4'),
            'options' => extension_loaded('pdo_mysql') ? array_filter([
                PDO::MYSQL_ATTR_SSL_CA => env('MYSQL_ATTR_SSL_CA'),
            ]) : [],
        ],
        'mariadb' => [
            'driver' => 'mariadb',
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '3306'),
            'database' => env('DB_DATABASE', 'laravel'),
            'username' => env('DB_USERNAME', 'root'),
            'password' => env('DB_PASSWORD', ''),
        ],
        'pgsql' => [
            'driver' => 'pgsql',
            'url' => env('DB_URL'),
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '5432'),
            'database' => env('DB_DATABASE', 'laravel'),
            'username' => env('DB_USERNAME', 'root'),
            'password' => env('DB_PASSWORD', ''),
            'search_path' => 'public',
        ],
    ],

    'redis' => [
        'client' => env('REDIS_CLIENT', 'phpredis'),
        'options' => [
            'prefix' => env('REDIS_PREFIX', Str::slug(env('APP_NAME', 'laravel'), '_').'_database_'),
        ],
    ],
];
)php";

} // namespace

bool LaravelFolder::write(const QString &folder) const
{
    bool ok = put(folder + QStringLiteral("/artisan"), QStringLiteral("#!/usr/bin/env php\n<?php\n// written by a test\n"));
    ok = ok && put(folder + QStringLiteral("/.env"), env);
    if (withConfig) {
        ok = ok && put(folder + QStringLiteral("/config/queue.php"), QString::fromUtf8(QueuePhp).replace(QStringLiteral("%TABLE%"), queueFailedTable));
        ok = ok && put(folder + QStringLiteral("/config/database.php"), QString::fromUtf8(DatabasePhp));
    }
    if (!askrToml.isEmpty())
        ok = ok && put(folder + QStringLiteral("/askr.toml"), askrToml);
    for (auto it = extra.cbegin(); ok && it != extra.cend(); ++it)
        ok = put(folder + QLatin1Char('/') + it.key(), it.value());
    return ok;
}

} // namespace askr::testsupport
