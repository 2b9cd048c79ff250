// A Laravel application folder read as the runtime and Laravel read it
// (operations::laravel::LaravelApp), on folders the test support writes in
// Laravel 11's shape.

#include "operations/laravel/laravelapp.h"
#include "operations/laravel/phpconfig.h"

#include "laravelfolder.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace askr::operations::laravel;
using askr::testsupport::LaravelFolder;

Q_DECLARE_METATYPE(AppPart::Kind)

namespace {

void touch(const QString &path)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
}

} // namespace

class TestLaravelApp : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;
    int m_n = 0;

private Q_SLOTS:
    void parts_data()
    {
        QTest::addColumn<QString>("env");
        QTest::addColumn<bool>("withConfig");
        QTest::addColumn<QString>("table"); // failed.table in config/queue.php
        QTest::addColumn<QString>("toml");
        QTest::addColumn<AppPart::Kind>("kind");
        QTest::addColumn<QString>("where");   // %F: the folder
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("missing"); // a part of it
        const QString files = QStringLiteral("ASKR_QUEUE_DB=storage/askr/queue.sqlite\nASKR_CACHE_DB=\"${APP_DIR}/cache.sqlite\"\n");
        QTest::newRow("queue, relative to the folder") << files << true << "'failed_jobs'" << "" << AppPart::Queue << "%F/storage/askr/queue.sqlite"
                                                       << ".env ASKR_QUEUE_DB" << "";
        QTest::newRow("cache, through ${APP_DIR}") << QString(QStringLiteral("APP_DIR=/opt/cachedir\n") + files) << true << "'failed_jobs'" << "" << AppPart::Cache
                                                   << "/opt/cachedir/cache.sqlite" << ".env ASKR_CACHE_DB" << "/opt/cachedir/cache.sqlite does not exist yet";
        QTest::newRow("no ASKR_BROADCAST_DB") << files << true << "'failed_jobs'" << "" << AppPart::Events << "" << ""
                                              << "no ASKR_BROADCAST_DB in .env: the events are in the runtime's shared memory, not visible";
        QTest::newRow("failures in Laravel 11's default SQLite file") << "DB_CONNECTION=sqlite\n" << true << "'failed_jobs'" << "" << AppPart::FailedJobs
                                                                      << "%F/database/database.sqlite" << "config/queue.php failed.database (.env DB_CONNECTION) = sqlite" << "";
        QTest::newRow("no config folder: the framework's defaults") << "" << false << "" << "" << AppPart::FailedJobs << "%F/database/database.sqlite"
                                                                    << "Laravel's default connection (sqlite)" << "";
        QTest::newRow("DB_DATABASE names the SQLite file") << "DB_CONNECTION=sqlite\nDB_DATABASE=/var/lib/app/app.db\n" << true << "'failed_jobs'" << ""
                                                           << AppPart::FailedJobs << "/var/lib/app/app.db" << "config/queue.php failed.database (.env DB_CONNECTION) = sqlite"
                                                           << "/var/lib/app/app.db does not exist";
        QTest::newRow("MySQL, the password never shown") << "DB_CONNECTION=mysql\nDB_HOST=db.internal\nDB_PORT=3307\nDB_DATABASE=shop\nDB_USERNAME=shop\nDB_PASSWORD=s3cret\n"
                                                         << true << "'failed_jobs'" << "" << AppPart::FailedJobs << "mysql://shop@db.internal:3307/shop"
                                                         << "config/queue.php failed.database (.env DB_CONNECTION) = mysql" << "";
        QTest::newRow("MariaDB defaults") << "DB_CONNECTION=mariadb\n" << true << "'failed_jobs'" << "" << AppPart::FailedJobs
                                          << "mariadb://root@127.0.0.1:3306/laravel" << "config/queue.php failed.database (.env DB_CONNECTION) = mariadb" << "";
        QTest::newRow("PostgreSQL without config") << "DB_CONNECTION=pgsql\nDB_DATABASE=shop\n" << false << "" << "" << AppPart::FailedJobs
                                                   << "pgsql://root@127.0.0.1:5432/shop" << ".env DB_CONNECTION = pgsql" << "";
        QTest::newRow("null failed driver") << "QUEUE_FAILED_DRIVER=null\n" << true << "'failed_jobs'" << "" << AppPart::FailedJobs << "" << ""
                                            << "the failed-job driver is null (config/queue.php failed.driver (.env QUEUE_FAILED_DRIVER)): Laravel keeps no failures";
        QTest::newRow("file failed driver") << "QUEUE_FAILED_DRIVER=file\n" << true << "'failed_jobs'" << "" << AppPart::FailedJobs << "" << ""
                                            << "failures are kept outside a database";
        QTest::newRow("a connection config/database.php lacks") << "DB_CONNECTION=oracle\n" << true << "'failed_jobs'" << "" << AppPart::FailedJobs << ""
                                                                << "config/queue.php failed.database (.env DB_CONNECTION) = oracle" << "the connection oracle is not in config/database.php";
        QTest::newRow("admin from askr.toml") << "ASKR_ADMIN_TOKEN=t0ken\n" << true << "'failed_jobs'"
                                              << "[server]\nlisten = \"0.0.0.0:8080\"\n\n[admin]\n# loopback only\nlisten = \"127.0.0.1:9100\"\n" << AppPart::Admin
                                              << "http://127.0.0.1:9100" << "askr.toml [admin] listen" << "";
        QTest::newRow("no admin plane") << "" << true << "'failed_jobs'" << "[server]\nlisten = \"0.0.0.0:8080\"\n" << AppPart::Admin << "" << ""
                                        << "no [admin] listen in askr.toml";
    }
    void parts()
    {
        QFETCH(QString, env);
        QFETCH(bool, withConfig);
        QFETCH(QString, table);
        QFETCH(QString, toml);
        QFETCH(AppPart::Kind, kind);
        QFETCH(QString, where);
        QFETCH(QString, source);
        QFETCH(QString, missing);
        const QString folder = m_tmp.filePath(QStringLiteral("app%1").arg(++m_n));
        LaravelFolder f;
        f.env = env;
        f.withConfig = withConfig;
        f.queueFailedTable = table;
        f.askrToml = toml;
        QVERIFY(f.write(folder));
        const LaravelApp app = LaravelApp::find(folder);
        QVERIFY(app.found);
        QCOMPARE(app.parts.size(), 5);
        const AppPart &p = app.part(kind);
        QCOMPARE(p.kind, kind);
        QCOMPARE(p.where, QString(where).replace(QStringLiteral("%F"), app.folder));
        QCOMPARE(p.source, source);
        if (!missing.isEmpty())
            QVERIFY2(p.missing.contains(missing), qPrintable(p.missing));
        // A password is never kept, whatever the part.
        for (const AppPart &any : app.parts)
            QVERIFY(!any.where.contains(QLatin1String("s3cret")) && !any.source.contains(QLatin1String("s3cret")));
    }

    void filesThatExistAreVisible()
    {
        const QString folder = m_tmp.filePath(QStringLiteral("visible"));
        LaravelFolder f;
        f.env = QStringLiteral("QUEUE_CONNECTION=askr\nASKR_QUEUE_DB=askr.sqlite\nASKR_CACHE_DB=./askr.sqlite\nASKR_BROADCAST_DB=events.sqlite\n");
        QVERIFY(f.write(folder));
        touch(folder + QStringLiteral("/askr.sqlite"));
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/database")));
        touch(folder + QStringLiteral("/database/database.sqlite"));
        const LaravelApp app = LaravelApp::find(folder);
        QVERIFY(app.part(AppPart::Queue).visible());
        QVERIFY(app.part(AppPart::Cache).visible());
        QVERIFY(!app.part(AppPart::Events).visible());
        QVERIFY(app.part(AppPart::FailedJobs).visible());
        QCOMPARE(app.part(AppPart::FailedJobs).table, QStringLiteral("failed_jobs"));
        // Queue and cache are one file, named twice.
        QCOMPARE(app.askrFiles(), QStringList { app.folder + QStringLiteral("/askr.sqlite") });
        QVERIFY2(app.notes.isEmpty(), qPrintable(app.notes.join(QLatin1Char('\n'))));
    }

    void failedTable_data()
    {
        QTest::addColumn<QString>("env");
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("note"); // a part of it, or empty for none
        QTest::newRow("a literal") << "" << "'app_failures'" << "app_failures" << "";
        QTest::newRow("from env") << "FAILED_TABLE=f2\n" << "env('FAILED_TABLE', 'failed_jobs')" << "f2" << "";
        QTest::newRow("env's default") << "" << "env('FAILED_TABLE', 'failed_jobs')" << "failed_jobs" << "";
        QTest::newRow("computed in PHP") << "" << "'fail_'.env('X', 'a')" << "failed_jobs" << "config/queue.php failed.table is computed in PHP";
    }
    void failedTable()
    {
        QFETCH(QString, env);
        QFETCH(QString, expression);
        QFETCH(QString, table);
        QFETCH(QString, note);
        const QString folder = m_tmp.filePath(QStringLiteral("table%1").arg(++m_n));
        LaravelFolder f;
        f.env = env;
        f.queueFailedTable = expression;
        QVERIFY(f.write(folder));
        const LaravelApp app = LaravelApp::find(folder);
        QCOMPARE(app.part(AppPart::FailedJobs).table, table);
        const QString notes = app.notes.join(QLatin1Char('\n'));
        if (note.isEmpty())
            QVERIFY2(!notes.contains(QLatin1String("computed")), qPrintable(notes));
        else
            QVERIFY2(notes.contains(note), qPrintable(notes));
    }

    // The files the test support writes, in Laravel 11's shape, are read
    // to the entries that matter.
    void laravelsConfigFilesAreRead()
    {
        const QString folder = m_tmp.filePath(QStringLiteral("config"));
        QVERIFY(LaravelFolder().write(folder));
        const auto queue = PhpConfig::read(folder, QStringLiteral("queue"));
        QVERIFY(queue);
        QVERIFY(queue->at(QStringLiteral("failed.driver")));
        QCOMPARE(queue->at(QStringLiteral("failed.driver"))->kind, PhpValue::Call);
        QCOMPARE(queue->at(QStringLiteral("failed.table"))->text, QStringLiteral("failed_jobs"));
        QCOMPARE(queue->at(QStringLiteral("connections.database.table"))->kind, PhpValue::Call);
        const auto database = PhpConfig::read(folder, QStringLiteral("database"));
        QVERIFY(database);
        QCOMPARE(database->at(QStringLiteral("connections.pgsql.search_path"))->text, QStringLiteral("public"));
        QCOMPARE(database->at(QStringLiteral("connections.mysql.driver"))->text, QStringLiteral("mysql"));
    }

    void notAnApplication()
    {
        const QString folder = m_tmp.filePath(QStringLiteral("plain"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(!LaravelApp::looksLikeApp(folder));
        const LaravelApp app = LaravelApp::find(folder);
        QVERIFY(!app.found);
        QVERIFY(app.parts.isEmpty());
        QVERIFY(app.notes.first().contains(QLatin1String("not a Laravel application folder")));
    }

    void phpConfigNesting()
    {
        const auto v = PhpConfig::parse(QStringLiteral("<?php\n// c\nreturn [ 'a' => [ 'b' => \"x\\\"y\", 'c' => [1, 2], 'd' => fn() => 3 ], 'e' => 'f' ];"));
        QVERIFY(v);
        QCOMPARE(v->at(QStringLiteral("a.b"))->text, QStringLiteral("x\"y"));
        QCOMPARE(v->at(QStringLiteral("a.c"))->entries.size(), 2);
        QCOMPARE(v->at(QStringLiteral("e"))->text, QStringLiteral("f"));
        QVERIFY(!v->at(QStringLiteral("a.zz")));
        QVERIFY(!PhpConfig::parse(QStringLiteral("<?php echo 1;")));
    }
};

QTEST_GUILESS_MAIN(TestLaravelApp)
#include "tst_laravelapp.moc"
