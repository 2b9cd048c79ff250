#include "operations/laravel/laravelapp.h"

#include "operations/laravel/dotenv.h"
#include "operations/laravel/phpconfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <optional>

namespace askr::operations::laravel {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("askr::operations::laravel", text);
}

QString absoluteIn(const QString &folder, const QString &path)
{
    return QDir::cleanPath(QDir(folder).absoluteFilePath(path));
}

// An askr_* file named by the runtime's environment variable.
AppPart askrFile(AppPart::Kind kind, const char *variable, const DotEnv &env, const QString &folder)
{
    AppPart p;
    p.kind = kind;
    p.driver = QStringLiteral("sqlite");
    const QString name = QLatin1String(variable);
    const QString what = kind == AppPart::Queue ? tr("the queue") : kind == AppPart::Cache ? tr("the cache") : tr("the events");
    if (!env.has(name) || env.value(name).isEmpty()) {
        p.missing = kind == AppPart::Queue ? tr("no ASKR_QUEUE_DB in .env: the queue is in the runtime's shared memory, not visible")
            : kind == AppPart::Cache       ? tr("no ASKR_CACHE_DB in .env: the cache is in the runtime's shared memory, not visible")
                                           : tr("no ASKR_BROADCAST_DB in .env: the events are in the runtime's shared memory, not visible");
        return p;
    }
    p.where = absoluteIn(folder, env.value(name));
    p.source = QStringLiteral(".env ") + name;
    p.exists = QFileInfo(p.where).isFile();
    if (!p.exists)
        p.missing = tr("%1 does not exist yet: the runtime creates it when %2 is first used").arg(p.where, what);
    return p;
}

// Laravel 11's config/database.php, for a connection the app's own file
// does not list (or when it has none).
std::optional<QString> frameworkDefault(const QString &connection, const QString &key, const DotEnv &env, const QString &folder)
{
    const bool sqlite = connection == QLatin1String("sqlite");
    const bool pgsql = connection == QLatin1String("pgsql");
    const bool mysql = connection == QLatin1String("mysql") || connection == QLatin1String("mariadb");
    if (!sqlite && !pgsql && !mysql)
        return std::nullopt;
    auto fromEnv = [&env](const char *name, const QString &fallback) { return env.has(QLatin1String(name)) ? env.value(QLatin1String(name)) : fallback; };
    if (key == QLatin1String("driver"))
        return connection;
    if (key == QLatin1String("database"))
        return fromEnv("DB_DATABASE", sqlite ? folder + QStringLiteral("/database/database.sqlite") : QStringLiteral("laravel"));
    if (sqlite)
        return std::nullopt;
    if (key == QLatin1String("host"))
        return fromEnv("DB_HOST", QStringLiteral("127.0.0.1"));
    if (key == QLatin1String("port"))
        return fromEnv("DB_PORT", pgsql ? QStringLiteral("5432") : QStringLiteral("3306"));
    if (key == QLatin1String("username"))
        return fromEnv("DB_USERNAME", QStringLiteral("root"));
    return std::nullopt;
}

AppPart failedJobs(const DotEnv &env, const QString &folder, const std::optional<PhpValue> &queue, const std::optional<PhpValue> &database, QStringList &notes)
{
    AppPart p;
    p.kind = AppPart::FailedJobs;
    // config/queue.php's failed block, or the framework's.
    auto setting = [&](const QString &key, const char *variable, const QString &fallback, QString *from) -> std::optional<QString> {
        if (queue) {
            if (const PhpValue *v = queue->at(QStringLiteral("failed.") + key)) {
                *from = QStringLiteral("config/queue.php failed.") + key;
                // env('X', …) with X set: say both.
                if (v->kind == PhpValue::Call && v->text == QLatin1String("env") && !v->args.isEmpty() && env.has(v->args.first().text))
                    *from += QStringLiteral(" (.env ") + v->args.first().text + QLatin1Char(')');
                if (PhpConfig::isNull(*v, env))
                    return QStringLiteral("null");
                const auto value = PhpConfig::evaluate(*v, env, folder);
                if (!value)
                    notes << tr("config/queue.php failed.%1 is computed in PHP (%2); it cannot be read without running it").arg(key, v->text);
                return value;
            }
        }
        if (variable && env.has(QLatin1String(variable))) {
            *from = QStringLiteral(".env ") + QLatin1String(variable);
            return env.value(QLatin1String(variable));
        }
        *from = tr("Laravel's default");
        return fallback;
    };
    QString driverFrom, connectionFrom, tableFrom;
    const QString driver = setting(QStringLiteral("driver"), "QUEUE_FAILED_DRIVER", QStringLiteral("database-uuids"), &driverFrom).value_or(QString());
    const QString connection = setting(QStringLiteral("database"), "DB_CONNECTION", QStringLiteral("sqlite"), &connectionFrom).value_or(QString());
    p.table = setting(QStringLiteral("table"), nullptr, QStringLiteral("failed_jobs"), &tableFrom).value_or(QStringLiteral("failed_jobs"));
    if (driver == QLatin1String("null")) {
        p.missing = tr("the failed-job driver is null (%1): Laravel keeps no failures").arg(driverFrom);
        return p;
    }
    if (driver != QLatin1String("database-uuids") && driver != QLatin1String("database")) {
        p.missing = tr("the failed-job driver is %1 (%2): failures are kept outside a database, not visible").arg(driver, driverFrom);
        return p;
    }
    if (connection.isEmpty()) {
        p.missing = tr("the failed jobs' connection cannot be told (%1)").arg(connectionFrom);
        return p;
    }
    // The connection's settings: config/database.php, else the framework's.
    const PhpValue *conf = database ? database->at(QStringLiteral("connections.") + connection) : nullptr;
    auto connSetting = [&](const QString &key) -> std::optional<QString> {
        if (conf)
            if (const PhpValue *v = conf->at(key))
                return PhpConfig::evaluate(*v, env, folder);
        return frameworkDefault(connection, key, env, folder);
    };
    p.driver = connSetting(QStringLiteral("driver")).value_or(QString());
    p.source = connectionFrom == tr("Laravel's default") ? tr("Laravel's default connection (sqlite)") : connectionFrom + QStringLiteral(" = ") + connection;
    if (p.driver.isEmpty()) {
        p.missing = tr("the connection %1 is not in config/database.php").arg(connection);
        return p;
    }
    const QString db = connSetting(QStringLiteral("database")).value_or(QString());
    if (p.driver == QLatin1String("sqlite")) {
        if (db.isEmpty()) {
            p.missing = tr("the SQLite connection %1 names no database file").arg(connection);
            return p;
        }
        p.where = absoluteIn(folder, db);
        p.exists = QFileInfo(p.where).isFile();
        if (!p.exists)
            p.missing = tr("%1 does not exist: nothing has failed yet, or the migrations were not run").arg(p.where);
        return p;
    }
    if (p.driver == QLatin1String("mysql") || p.driver == QLatin1String("mariadb") || p.driver == QLatin1String("pgsql")) {
        const QString host = connSetting(QStringLiteral("host")).value_or(QStringLiteral("127.0.0.1"));
        const QString port = connSetting(QStringLiteral("port")).value_or(QString());
        const QString user = connSetting(QStringLiteral("username")).value_or(QString());
        p.where = QStringLiteral("%1://%2%3%4/%5").arg(p.driver, user.isEmpty() ? QString() : user + QLatin1Char('@'), host,
                                                        port.isEmpty() ? QString() : QLatin1Char(':') + port, db);
        p.exists = true;
        return p;
    }
    p.missing = tr("the failed jobs are on a %1 connection, which Askr Desk does not read").arg(p.driver);
    return p;
}

AppPart admin(const QString &folder, const DotEnv &env)
{
    AppPart p;
    p.kind = AppPart::Admin;
    QFile toml(folder + QStringLiteral("/askr.toml"));
    if (toml.open(QIODevice::ReadOnly)) {
        // [admin] listen = "HOST:PORT": the one setting read here.
        bool inAdmin = false;
        static const QRegularExpression section(QStringLiteral("^\\s*\\[([^\\]]+)\\]"));
        static const QRegularExpression listen(QStringLiteral("^\\s*listen\\s*=\\s*[\"']([^\"']+)[\"']"));
        for (const QString &line : QString::fromUtf8(toml.read(1 << 20)).split(QLatin1Char('\n'))) {
            if (const auto m = section.match(line); m.hasMatch())
                inAdmin = m.captured(1).trimmed() == QLatin1String("admin");
            else if (const auto l = listen.match(line); inAdmin && l.hasMatch()) {
                const QString address = l.captured(1);
                p.where = address.contains(QLatin1String("://")) ? address : QStringLiteral("http://") + address;
                p.source = QStringLiteral("askr.toml [admin] listen");
                p.exists = true;
            }
        }
    }
    if (p.where.isEmpty())
        p.missing = env.has(QStringLiteral("ASKR_ADMIN_TOKEN")) ? tr("ASKR_ADMIN_TOKEN is set but askr.toml has no [admin] listen: the address is given to askr --admin")
                                                                : tr("no [admin] listen in askr.toml: the admin plane is off, or its address is given to askr --admin");
    return p;
}

} // namespace

QString AppPart::kindName(Kind kind)
{
    switch (kind) {
    case Queue:
        return QCoreApplication::translate("askr::operations::laravel", "queue");
    case Cache:
        return QCoreApplication::translate("askr::operations::laravel", "cache");
    case Events:
        return QCoreApplication::translate("askr::operations::laravel", "events");
    case FailedJobs:
        return QCoreApplication::translate("askr::operations::laravel", "failed jobs");
    case Admin:
        return QCoreApplication::translate("askr::operations::laravel", "admin");
    }
    return {};
}

bool LaravelApp::looksLikeApp(const QString &folder)
{
    const QFileInfo dir(folder);
    return dir.isDir() && (QFileInfo::exists(folder + QStringLiteral("/artisan")) || QFileInfo::exists(folder + QStringLiteral("/.env")));
}

LaravelApp LaravelApp::find(const QString &folder)
{
    LaravelApp app;
    app.folder = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    app.found = looksLikeApp(app.folder);
    if (!app.found) {
        app.notes << QCoreApplication::translate("askr::operations::laravel", "%1 is not a Laravel application folder (no artisan, no .env)").arg(app.folder);
        return app;
    }
    const DotEnv env = DotEnv::read(app.folder);
    for (const QString &p : env.problems)
        app.notes << QCoreApplication::translate("askr::operations::laravel", ".env, %1").arg(p);
    if (!QFileInfo::exists(app.folder + QStringLiteral("/.env")))
        app.notes << QCoreApplication::translate("askr::operations::laravel", "no .env: Laravel's defaults are assumed");
    const auto queue = PhpConfig::read(app.folder, QStringLiteral("queue"));
    const auto database = PhpConfig::read(app.folder, QStringLiteral("database"));
    app.parts << askrFile(AppPart::Queue, "ASKR_QUEUE_DB", env, app.folder) << askrFile(AppPart::Cache, "ASKR_CACHE_DB", env, app.folder)
              << askrFile(AppPart::Events, "ASKR_BROADCAST_DB", env, app.folder) << failedJobs(env, app.folder, queue, database, app.notes)
              << admin(app.folder, env);
    app.adminTokenSet = env.has(QStringLiteral("ASKR_ADMIN_TOKEN"));
    const QString connection = env.value(QStringLiteral("QUEUE_CONNECTION"), QStringLiteral("database"));
    if (connection != QLatin1String("askr"))
        app.notes << QCoreApplication::translate("askr::operations::laravel", "QUEUE_CONNECTION is %1, not askr: the jobs Laravel pushes go there, not to askr_jobs").arg(connection);
    return app;
}

QStringList LaravelApp::describe(const QString &file) const
{
    QStringList here, lines;
    for (const AppPart &p : parts)
        if (p.kind <= AppPart::Events && p.visible() && p.where == file)
            here << AppPart::kindName(p.kind);
    lines << QCoreApplication::translate("askr::operations::laravel", "Laravel application %1: this file holds its %2.").arg(folder, here.join(QStringLiteral(", ")));
    for (const AppPart &p : parts) {
        if (p.kind <= AppPart::Events && p.visible() && p.where == file)
            continue;
        QString where = p.where.isEmpty() ? p.missing : p.where;
        if (p.kind == AppPart::FailedJobs && !p.where.isEmpty())
            where = QCoreApplication::translate("askr::operations::laravel", "%1, table %2 (Laravel's failures; not read yet)").arg(p.where, p.table);
        else if (!p.where.isEmpty() && !p.missing.isEmpty())
            where = p.missing;
        lines << QCoreApplication::translate("askr::operations::laravel", "%1: %2").arg(AppPart::kindName(p.kind), where);
    }
    return lines;
}

QStringList LaravelApp::askrFiles() const
{
    QStringList out;
    for (const AppPart &p : parts)
        if (p.kind <= AppPart::Events && p.visible() && !out.contains(p.where))
            out << p.where;
    return out;
}

} // namespace askr::operations::laravel
