#include "fixture.h"

#include "askr_contracts_api.h"

#include <QFile>

#include <sqlite3.h>

namespace askr::test {

using namespace askr::contracts;

namespace {

// A Laravel job payload, its command an empty serialized object of the class.
QByteArray job(const QByteArray &uuid, const QByteArray &name, int tries)
{
    QByteArray escaped = name;
    escaped.replace("\\", "\\\\");
    const QByteArray command = "O:" + QByteArray::number(name.size()) + ":\\\"" + escaped + "\\\":0:{}";
    return "{\"uuid\":\"" + uuid + "\",\"displayName\":\"" + escaped
        + "\",\"job\":\"Illuminate\\\\Queue\\\\CallQueuedHandler@call\",\"maxTries\":" + QByteArray::number(tries)
        + ",\"data\":{\"commandName\":\"" + escaped + "\",\"command\":\"" + command + "\"}}";
}

// Enqueues a job with one try, claims it and moves it to the dead letters.
void deadLetter(Connection &db, const QByteArray &queue, const QByteArray &uuid, const QByteArray &name, const QByteArray &exception)
{
    const qint64 id = queue::enqueue(db, queue, job(uuid, name, 1), 0, 0, 1).id.toInt();
    queue::claim(db, 30, queue);
    queue::deadLetter(db, uuid, exception, id);
}

} // namespace

void writeFixture(const QString &path)
{
    QFile::remove(path);
    auto db = Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    qint64 t = fixtureStart;
    db->setClock([&t] { return t; });
    queue::install(*db);
    cache::install(*db);
    pubsub::install(*db);

    // Three dead letters, one a minute.
    const QByteArray report = "App\\Jobs\\GenerateMonthlyReport";
    const QByteArray welcome = "App\\Jobs\\SendWelcomeEmail";
    const QByteArray payment = "App\\Jobs\\ProcessPayment";
    deadLetter(*db, "reports", "0b5c-report", report,
        "Symfony\\Component\\ErrorHandler\\Error\\FatalError: Allowed memory size of 134217728 bytes exhausted in "
        "/var/www/html/app/Jobs/GenerateMonthlyReport.php:71\nStack trace:\n#0 {main}");
    t += 60;
    deadLetter(*db, "mail", "1c6d-mail", welcome,
        "Symfony\\Component\\Mailer\\Exception\\TransportException: Connection could not be established with host "
        "\"smtp.mailgun.org:587\" (SMTP timeout)\nStack trace:\n#0 /var/www/html/vendor/symfony/mailer/Transport/Smtp/"
        "SmtpTransport.php(279): start()\n#1 {main}");
    t += 60;
    deadLetter(*db, "default", "2d7e-payment", payment,
        "Stripe\\Exception\\ApiConnectionException: Could not connect to Stripe\r\nStack trace:\r\n#0 {main}");

    // Live jobs: ready, delayed, one that is not JSON, one reserved.
    t = fixtureStart + 300;
    queue::enqueue(*db, "default", job("3e8f-payment", payment, 5), 10, 0, 5);
    t += 20;
    queue::enqueue(*db, "mail", job("4f90-mail", welcome, 3), 0, 0, 3);
    t += 20;
    queue::enqueue(*db, "mail", job("5a01-mail", "App\\Jobs\\SendOrderConfirmation", 3), 5, 3600, 3);
    t += 20;
    queue::enqueue(*db, "default", QByteArray("\x00\x01 not json \xff", 14), 0, 0, 25);
    t += 20;
    queue::enqueue(*db, "notifications", job("6b12-notify", "App\\Notifications\\InvoicePaid", 3), 0, 0, 3);
    queue::claim(*db, 3600, "notifications");

    // The cache at start + 400.
    t = fixtureStart + 400;
    cache::set(*db, "laravel_cache_config", "a:1:{s:8:\"app.name\";s:4:\"Shop\";}", std::nullopt);
    cache::set(*db, "laravel_cache_user:1:profile", "a:1:{s:2:\"id\";i:1;}", fixtureStart + 900);
    cache::set(*db, "laravel_cache_user:2:profile", "a:1:{s:2:\"id\";i:2;}", fixtureStart + 500);
    cache::tag(*db, "users", "laravel_cache_user:1:profile");
    cache::tag(*db, "users", "laravel_cache_user:2:profile");
    cache::set(*db, "laravel_cache_product:7", "{\"id\":7,\"price_cents\":1999}", std::nullopt);
    cache::tag(*db, "products", "laravel_cache_product:7");
    cache::set(*db,
        QByteArray("laravel_cache_avatar:\xff\xfe"
                   "42"),
        QByteArray("\x89PNG\r\n\x1a\n", 8), fixtureStart + 4000);
    cache::increment(*db, "laravel_cache_throttle:api|10.0.0.1", 3, fixtureStart + 660);
    cache::lock(*db, "laravel_cache_laravel_unique_job:App\\Jobs\\GenerateMonthlyReport12", "StaleOwnerToken1", 120);
    cache::lock(*db, "laravel_cache_framework/schedule-0f1e2d", "HeldOwnerToken22", 3600);

    // Events at start + 450 and later, then the subscribers read.
    t = fixtureStart + 440;
    for (const char *name : { "websocket-gateway", "audit-log", "search-indexer" })
        pubsub::subscribe(*db, name);
    const QList<std::pair<QByteArray, QByteArray>> events = {
        { "private-orders.1", R"({"event":"OrderShipped","data":{"order":{"id":41017,"status":"shipped"}},"socket":null})" },
        { "dashboard", R"({"event":"MetricsUpdated","data":{"orders_today":120},"socket":null})" },
        { "private-orders.1", R"({"event":"OrderPaid","data":{"order":{"id":41018,"status":"paid"}},"socket":null})" },
        { "presence-chat.1", R"({"event":"MessageSent","data":{"message":"Ja, heute verschickt ✓","user_id":2},"socket":"1234.567890"})" },
        { "dashboard", QByteArray("not json \xfe", 10) },
        { "private-orders.2", R"({"event":"OrderShipped","data":{"order":{"id":41019,"status":"shipped"}},"socket":null})" },
    };
    for (const auto &[channel, payload] : events) {
        t += 10;
        pubsub::publish(*db, channel, payload);
    }
    t = fixtureStart + 520;
    pubsub::ack(*db, 6, "websocket-gateway");
    pubsub::ack(*db, 4, "audit-log");
    pubsub::ack(*db, 1, "search-indexer");
}

} // namespace askr::test
