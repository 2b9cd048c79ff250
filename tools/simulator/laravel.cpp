#include "laravel.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

namespace askr::simulator {

QByteArray Rng::chars(const QByteArray &alphabet, int length)
{
    QByteArray out(length, alphabet.at(0));
    for (int i = 0; i < length; ++i)
        out[i] = alphabet.at(between(0, int(alphabet.size()) - 1));
    return out;
}

QByteArray Rng::hex(int digits)
{
    return chars("0123456789abcdef", digits);
}

QByteArray Rng::uuid()
{
    QByteArray h = hex(32);
    h[12] = '4';
    h[16] = "89ab"[between(0, 3)];
    return h.left(8) + '-' + h.mid(8, 4) + '-' + h.mid(12, 4) + '-' + h.mid(16, 4) + '-' + h.mid(20);
}

QByteArray Rng::token(int length)
{
    return chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", length);
}

namespace php {

QByteArray str(const QByteArray &s)
{
    return "s:" + QByteArray::number(s.size()) + ":\"" + s + "\";";
}

QByteArray integer(qint64 i)
{
    return "i:" + QByteArray::number(i) + ';';
}

QByteArray null()
{
    return "N;";
}

QByteArray boolean(bool b)
{
    return b ? "b:1;" : "b:0;";
}

QByteArray array(const QList<QByteArray> &keyValues)
{
    return "a:" + QByteArray::number(keyValues.size() / 2) + ":{" + keyValues.join() + '}';
}

QByteArray object(const QByteArray &className, const QList<QByteArray> &propertyValues)
{
    return "O:" + QByteArray::number(className.size()) + ":\"" + className + "\":" + QByteArray::number(propertyValues.size() / 2) + ":{"
        + propertyValues.join() + '}';
}

} // namespace php

namespace {

// One JSON value, as json_encode writes it (Qt escapes the same characters
// except "/", which json_encode writes as "\/").
QByteArray json(const QJsonValue &v)
{
    const QByteArray a = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
    return a.mid(1, a.size() - 2).replace("/", "\\/");
}

QByteArray jsonText(const QByteArray &s)
{
    return json(QString::fromUtf8(s));
}

// An object with its keys in the order given, as PHP keeps them.
QByteArray ordered(const QList<std::pair<const char *, QByteArray>> &fields)
{
    QByteArray out = "{";
    for (const auto &[key, value] : fields) {
        if (out.size() > 1)
            out += ',';
        out += jsonText(key) + ':' + value;
    }
    return out + '}';
}

QByteArray modelIdentifier(const QByteArray &model, qint64 id)
{
    return php::object("Illuminate\\Contracts\\Database\\ModelIdentifier",
        { php::str("class"), php::str(model), php::str("id"), php::integer(id), php::str("relations"), php::array({}),
            php::str("connection"), php::str("mysql"), php::str("collectionClass"), php::null() });
}

// The serialized job object: the job's own properties, then the ones of
// the Queueable trait Laravel writes for every job.
QByteArray command(Rng &rng, const JobKind &kind)
{
    QList<QByteArray> props;
    const QByteArray &name = kind.displayName;
    if (name.contains("Email") || name.contains("Notification") || name.contains("Confirmation")) {
        props << php::str("user") << modelIdentifier("App\\Models\\User", rng.between(1, 5000));
    } else if (name.contains("Payment") || name.contains("Order")) {
        props << php::str("order") << modelIdentifier("App\\Models\\Order", rng.between(1000, 99999));
    } else if (name.contains("Report")) {
        props << php::str("month") << php::str(QByteArray("2024-") + QByteArray::number(rng.between(1, 12)).rightJustified(2, '0'))
              << php::str("teamId") << php::integer(rng.between(1, 40));
    } else if (name.contains("Image")) {
        props << php::str("product") << modelIdentifier("App\\Models\\Product", rng.between(1, 800)) << php::str("sizes")
              << php::array({ php::integer(0), php::integer(320), php::integer(1), php::integer(1024) });
    } else if (name.contains("Inventory")) {
        props << php::str("storeId") << php::integer(rng.between(1, 12));
    } else {
        props << php::str("days") << php::integer(rng.between(1, 30));
    }
    props << php::str("queue") << php::str(kind.queue) << php::str("delay") << php::null() << php::str("afterCommit") << php::null();
    return php::object(name, props);
}

QByteArray notificationCommand(Rng &rng, const JobKind &kind)
{
    const QByteArray notification = php::object("App\\Notifications\\InvoicePaid",
        { php::str("invoiceId"), php::integer(rng.between(1, 50000)), php::str("id"), php::str(rng.uuid()) });
    return php::object(kind.displayName,
        { php::str("notifiables"), modelIdentifier("App\\Models\\User", rng.between(1, 5000)), php::str("notification"), notification,
            php::str("channels"), php::array({ php::integer(0), php::str("mail") }), php::str("tries"), php::integer(kind.maxTries) });
}

} // namespace

const QList<JobKind> &jobKinds()
{
    static const QList<JobKind> kinds = {
        { "App\\Jobs\\SendWelcomeEmail", "mail", 3, 0, 0, 0.12, 0, 150, 900, 4 },
        { "App\\Jobs\\SendOrderConfirmation", "mail", 3, 5, 0, 0.06, 0, 120, 700, 5 },
        { "App\\Jobs\\ProcessPayment", "default", 5, 10, 0, 0.08, 0, 200, 1500, 4 },
        { "App\\Jobs\\ResizeProductImage", "default", 3, 0, 0, 0.15, 0, 400, 2500, 3 },
        { "App\\Jobs\\SyncInventory", "default", 4, 0, 45, 0.1, 0.25, 300, 1800, 2 },
        { "App\\Jobs\\GenerateMonthlyReport", "reports", 1, 0, 0, 0.35, 0, 800, 3000, 1 },
        { "App\\Jobs\\PruneStaleCarts", "reports", 2, -5, 90, 0.05, 0, 100, 600, 1 },
        { "Illuminate\\Notifications\\SendQueuedNotifications", "notifications", 3, 0, 0, 0.1, 0, 100, 800, 3 },
    };
    return kinds;
}

const JobKind &jobKind(const QByteArray &displayName)
{
    for (const JobKind &k : jobKinds())
        if (k.displayName == displayName)
            return k;
    return jobKinds().front();
}

const QList<QByteArray> &queueNames()
{
    static const QList<QByteArray> names = { "default", "mail", "notifications", "reports" };
    return names;
}

QByteArray jobPayload(Rng &rng, const JobKind &kind, QByteArray *uuid)
{
    *uuid = rng.uuid();
    const bool notification = kind.displayName.startsWith("Illuminate\\Notifications");
    const QByteArray cmd = notification ? notificationCommand(rng, kind) : command(rng, kind);
    const QByteArray backoff = kind.maxTries > 1 ? jsonText("2,4,8") : QByteArray("null");
    return ordered({
        { "uuid", jsonText(*uuid) },
        { "displayName", jsonText(notification ? QByteArray("App\\Notifications\\InvoicePaid") : kind.displayName) },
        { "job", jsonText("Illuminate\\Queue\\CallQueuedHandler@call") },
        { "maxTries", QByteArray::number(kind.maxTries) },
        { "maxExceptions", "null" },
        { "failOnTimeout", "false" },
        { "backoff", backoff },
        { "timeout", kind.queue == "reports" ? QByteArray("600") : QByteArray("120") },
        { "retryUntil", "null" },
        { "data", ordered({ { "commandName", jsonText(kind.displayName) }, { "command", jsonText(cmd) } }) },
    });
}

namespace {

struct Failure
{
    const char *exceptionClass;
    const char *message;
    const char *file;
    int line;
    QList<const char *> frames;
};

const QList<Failure> &failuresFor(const JobKind &kind)
{
    static const QList<Failure> mail = {
        { "Symfony\\Component\\Mailer\\Exception\\TransportException",
            "Connection could not be established with host \"smtp.mailgun.org:587\": stream_socket_client(): Unable to connect to "
            "smtp.mailgun.org:587 (Connection timed out)",
            "vendor/symfony/mailer/Transport/Smtp/Stream/SocketStream.php", 154,
            { "vendor/symfony/mailer/Transport/Smtp/SmtpTransport.php(279): "
              "Symfony\\Component\\Mailer\\Transport\\Smtp\\Stream\\SocketStream->initialize()",
                "vendor/symfony/mailer/Transport/Smtp/SmtpTransport.php(211): "
                "Symfony\\Component\\Mailer\\Transport\\Smtp\\SmtpTransport->start()",
                "vendor/laravel/framework/src/Illuminate/Mail/Mailer.php(576): "
                "Illuminate\\Mail\\Mailer->sendSymfonyMessage(Object(Symfony\\Component\\Mime\\Email))",
                "app/Jobs/SendWelcomeEmail.php(38): Illuminate\\Mail\\Mailer->send(Object(App\\Mail\\Welcome))" } },
        { "Swift_TransportException", "Expected response code 250 but got code \"421\", with message \"421 4.7.0 Try again later\"",
            "vendor/swiftmailer/swiftmailer/lib/classes/Swift/Transport/AbstractSmtpTransport.php", 457,
            { "vendor/swiftmailer/swiftmailer/lib/classes/Swift/Transport/AbstractSmtpTransport.php(341): "
              "Swift_Transport_AbstractSmtpTransport->assertResponseCode()",
                "vendor/laravel/framework/src/Illuminate/Mail/Mailer.php(521): Swift_Mailer->send(Object(Swift_Message), Array)" } },
    };
    static const QList<Failure> payment = {
        { "Stripe\\Exception\\ApiConnectionException",
            "Could not connect to Stripe (https://api.stripe.com/v1/payment_intents). Please check your internet connection and try again.",
            "vendor/stripe/stripe-php/lib/HttpClient/CurlClient.php", 621,
            { "vendor/stripe/stripe-php/lib/HttpClient/CurlClient.php(505): "
              "Stripe\\HttpClient\\CurlClient->handleCurlError('https://api.str...', 28, 'Operation timed...', 2)",
                "vendor/stripe/stripe-php/lib/ApiRequestor.php(434): Stripe\\HttpClient\\CurlClient->request('post', 'https://api.str...', "
                "Array, Array, false)",
                "app/Jobs/ProcessPayment.php(52): Stripe\\Service\\PaymentIntentService->confirm('pi_3Nk2...', Array)" } },
        { "Illuminate\\Database\\QueryException",
            "SQLSTATE[HY000]: General error: 5 database is locked (Connection: sqlite, SQL: update \"orders\" set \"status\" = paid where "
            "\"id\" = 48213)",
            "vendor/laravel/framework/src/Illuminate/Database/Connection.php", 822,
            { "vendor/laravel/framework/src/Illuminate/Database/Connection.php(776): "
              "Illuminate\\Database\\Connection->runQueryCallback('update \"orders\"...', Array, Object(Closure))",
                "vendor/laravel/framework/src/Illuminate/Database/Eloquent/Model.php(1193): "
                "Illuminate\\Database\\Eloquent\\Builder->update(Array)",
                "app/Jobs/ProcessPayment.php(61): Illuminate\\Database\\Eloquent\\Model->save()" } },
    };
    static const QList<Failure> media = {
        { "Intervention\\Image\\Exception\\NotReadableException", "Unable to init from given binary data.",
            "vendor/intervention/image/src/Intervention/Image/Gd/Decoder.php", 108,
            { "vendor/intervention/image/src/Intervention/Image/AbstractDecoder.php(335): "
              "Intervention\\Image\\Gd\\Decoder->initFromBinary('\\x89PNG\\r\\n\\x1A\\n\\x00\\x00...')",
                "vendor/intervention/image/src/Intervention/Image/ImageManager.php(54): "
                "Intervention\\Image\\AbstractDecoder->init('\\x89PNG\\r\\n\\x1A\\n\\x00\\x00...')",
                "app/Jobs/ResizeProductImage.php(44): Intervention\\Image\\ImageManager->make('\\x89PNG\\r\\n\\x1A\\n\\x00\\x00...')" } },
    };
    static const QList<Failure> http = {
        { "GuzzleHttp\\Exception\\ServerException",
            "Server error: `POST https://erp.example.com/api/v2/stock` resulted in a `503 Service Unavailable` "
            "response:\n{\"error\":\"maintenance\"}",
            "vendor/guzzlehttp/guzzle/src/Exception/RequestException.php", 113,
            { "vendor/guzzlehttp/guzzle/src/Middleware.php(72): "
              "GuzzleHttp\\Exception\\RequestException::create(Object(GuzzleHttp\\Psr7\\Request), Object(GuzzleHttp\\Psr7\\Response), "
              "NULL, Array, NULL)",
                "vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php(941): GuzzleHttp\\Client->request('POST', "
                "'https://erp.exa...', Array)",
                "app/Jobs/SyncInventory.php(33): Illuminate\\Http\\Client\\PendingRequest->post('https://erp.exa...', Array)" } },
        { "Illuminate\\Http\\Client\\ConnectionException",
            "cURL error 28: Operation timed out after 30001 milliseconds with 0 bytes received (see "
            "https://curl.haxx.se/libcurl/c/libcurl-errors.html) for https://erp.example.com/api/v2/stock",
            "vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php", 948,
            { "vendor/laravel/framework/src/Illuminate/Support/helpers.php(330): "
              "Illuminate\\Http\\Client\\PendingRequest->Illuminate\\Http\\Client\\{closure}(1)",
                "vendor/laravel/framework/src/Illuminate/Http/Client/PendingRequest.php(911): retry(0, Object(Closure), 100, "
                "Object(Closure))",
                "app/Jobs/SyncInventory.php(33): Illuminate\\Http\\Client\\PendingRequest->post('https://erp.exa...', Array)" } },
    };
    static const QList<Failure> reports = {
        { "Symfony\\Component\\ErrorHandler\\Error\\FatalError",
            "Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes)",
            "vendor/laravel/framework/src/Illuminate/Database/Eloquent/Collection.php", 412, {} },
        { "Illuminate\\Database\\QueryException",
            "SQLSTATE[HY000]: General error: 5 database is locked (Connection: sqlite, SQL: insert into \"report_rows\" (\"team_id\", "
            "\"month\", \"total\") values (12, 2024-03, 48211.5))",
            "vendor/laravel/framework/src/Illuminate/Database/Connection.php", 822,
            { "vendor/laravel/framework/src/Illuminate/Database/Query/Builder.php(3507): Illuminate\\Database\\Connection->insert('insert "
              "into \"re...', Array)",
                "app/Jobs/GenerateMonthlyReport.php(71): Illuminate\\Database\\Query\\Builder->insert(Array)" } },
    };
    static const QList<Failure> other = {
        { "ErrorException", "Attempt to read property \"email\" on null", "app/Notifications/InvoicePaid.php", 41,
            { "vendor/laravel/framework/src/Illuminate/Foundation/Bootstrap/HandleExceptions.php(255): "
              "Illuminate\\Foundation\\Bootstrap\\HandleExceptions->handleError(2, 'Attempt to read...', '/var/www/html/a...', 41)",
                "app/Notifications/InvoicePaid.php(41): "
                "Illuminate\\Foundation\\Bootstrap\\HandleExceptions->Illuminate\\Foundation\\Bootstrap\\{closure}(2, 'Attempt to "
                "read...', '/var/www/html/a...', 41)",
                "vendor/laravel/framework/src/Illuminate/Notifications/Channels/MailChannel.php(66): "
                "App\\Notifications\\InvoicePaid->toMail(NULL)" } },
    };
    const QByteArray &n = kind.displayName;
    if (kind.queue == "mail")
        return mail;
    if (n.contains("Payment"))
        return payment;
    if (n.contains("Image"))
        return media;
    if (n.contains("Inventory"))
        return http;
    if (kind.queue == "reports")
        return reports;
    return other;
}

// The frames of a queue worker below the job's handle(), numbered from
// `from`, leaving out the first `skip` of them.
QByteArray traceTail(int from, int skip, const QByteArray &job)
{
    static const QList<const char *> worker = {
        "vendor/laravel/framework/src/Illuminate/Container/BoundMethod.php(36): JOB->handle()",
        "vendor/laravel/framework/src/Illuminate/Container/Util.php(41): "
        "Illuminate\\Container\\BoundMethod::Illuminate\\Container\\{closure}()",
        "vendor/laravel/framework/src/Illuminate/Bus/Dispatcher.php(128): Illuminate\\Container\\Container->call(Array)",
        "vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(141): "
        "Illuminate\\Bus\\Dispatcher->Illuminate\\Bus\\{closure}(Object(JOB))",
        "vendor/laravel/framework/src/Illuminate/Queue/CallQueuedHandler.php(126): Illuminate\\Pipeline\\Pipeline->then(Object(Closure))",
        "vendor/laravel/framework/src/Illuminate/Queue/Jobs/Job.php(102): "
        "Illuminate\\Queue\\CallQueuedHandler->call(Object(Askr\\Queue\\SqliteJob), Array)",
        "vendor/laravel/framework/src/Illuminate/Queue/Worker.php(442): Illuminate\\Queue\\Jobs\\Job->fire()",
        "vendor/laravel/framework/src/Illuminate/Queue/Worker.php(392): Illuminate\\Queue\\Worker->process('askr', "
        "Object(Askr\\Queue\\SqliteJob), Object(Illuminate\\Queue\\WorkerOptions))",
        "vendor/laravel/framework/src/Illuminate/Queue/Worker.php(178): Illuminate\\Queue\\Worker->runJob(Object(Askr\\Queue\\SqliteJob), "
        "'askr', Object(Illuminate\\Queue\\WorkerOptions))",
        "vendor/laravel/framework/src/Illuminate/Queue/Console/WorkCommand.php(137): Illuminate\\Queue\\Worker->daemon('askr', 'default', "
        "Object(Illuminate\\Queue\\WorkerOptions))",
        "artisan(37): Illuminate\\Foundation\\Console\\Kernel->handle(Object(Symfony\\Component\\Console\\Input\\ArgvInput), "
        "Object(Symfony\\Component\\Console\\Output\\ConsoleOutput))",
    };
    QByteArray out;
    int n = from;
    for (qsizetype i = skip; i < worker.size(); ++i)
        out += '#' + QByteArray::number(n++) + " /var/www/html/" + QByteArray(worker.at(i)).replace("JOB", job) + '\n';
    return out + '#' + QByteArray::number(n) + " {main}";
}

} // namespace

QByteArray exceptionText(Rng &rng, const JobKind &kind)
{
    const Failure &f = rng.pick(failuresFor(kind));
    QByteArray out = QByteArray(f.exceptionClass) + ": " + f.message + " in /var/www/html/" + f.file + ':' + QByteArray::number(f.line)
        + "\nStack trace:\n";
    int n = 0;
    for (const char *frame : f.frames)
        out += '#' + QByteArray::number(n++) + " /var/www/html/" + frame + '\n';
    return out + traceTail(n, 0, kind.displayName);
}

QByteArray maxAttemptsText(const JobKind &kind)
{
    return "Illuminate\\Queue\\MaxAttemptsExceededException: " + kind.displayName
        + " has been attempted too many times. in "
          "/var/www/html/vendor/laravel/framework/src/Illuminate/Queue/MaxAttemptsExceededException.php:24\n"
          "Stack trace:\n"
          "#0 /var/www/html/vendor/laravel/framework/src/Illuminate/Queue/Worker.php(785): "
          "Illuminate\\Queue\\MaxAttemptsExceededException::forJob(Object(Askr\\Queue\\SqliteJob))\n"
          "#1 /var/www/html/vendor/laravel/framework/src/Illuminate/Queue/Worker.php(519): "
          "Illuminate\\Queue\\Worker->maxAttemptsExceededException(Object(Askr\\Queue\\SqliteJob))\n"
        + traceTail(2, 7, kind.displayName);
}

Broadcast broadcast(Rng &rng)
{
    const int kind = rng.between(0, 9);
    Broadcast b;
    if (kind < 4) {
        const int order = rng.between(1, 6);
        b.channel = "private-orders." + QByteArray::number(order);
        static const QList<QByteArray> statuses = { "paid", "packed", "shipped", "delivered" };
        const QByteArray status = rng.pick(statuses);
        const QByteArray event = status == "shipped" ? "OrderShipped" : status == "paid" ? "OrderPaid" : "OrderStatusUpdated";
        b.payload = ordered({ { "event", jsonText(event) },
            { "data",
                ordered(
                    { { "order",
                          ordered({ { "id", QByteArray::number(41000 + order * 17 + rng.between(0, 16)) }, { "status", jsonText(status) },
                              { "tracking", status == "shipped" ? jsonText("1Z" + rng.token(16).toUpper()) : "null" } }) },
                        { "socket", "null" } }) },
            { "socket", "null" } });
    } else if (kind < 6) {
        const int user = rng.between(1, 4);
        b.channel = "private-App.Models.User." + QByteArray::number(user);
        b.payload = ordered({ { "event", jsonText("Illuminate\\Notifications\\Events\\BroadcastNotificationCreated") },
            { "data",
                ordered({ { "id", jsonText(rng.uuid()) }, { "type", jsonText("App\\Notifications\\InvoicePaid") },
                    { "invoice_id", QByteArray::number(rng.between(1, 50000)) }, { "socket", "null" } }) },
            { "socket", "null" } });
    } else if (kind < 8) {
        b.channel = "presence-chat." + QByteArray::number(rng.between(1, 2));
        static const QList<QByteArray> lines
            = { "Hi, is my order on its way?", "Ja, heute verschickt ✓", "Thanks!", "Can I change the address?" };
        b.payload = ordered({ { "event", jsonText("MessageSent") },
            { "data", ordered({ { "message", jsonText(rng.pick(lines)) }, { "user_id", QByteArray::number(rng.between(1, 4)) } }) },
            { "socket",
                rng.chance(0.3)
                    ? jsonText(QByteArray::number(rng.between(1000, 9999)) + '.' + QByteArray::number(rng.between(100000, 999999)))
                    : "null" } });
    } else {
        b.channel = "dashboard";
        b.payload = ordered({ { "event", jsonText("MetricsUpdated") },
            { "data",
                ordered({ { "orders_today", QByteArray::number(rng.between(100, 900)) },
                    { "revenue_cents", QByteArray::number(rng.between(100000, 9000000)) },
                    { "queue_wait_ms", QByteArray::number(rng.between(5, 4000)) } }) },
            { "socket", "null" } });
    }
    return b;
}

QByteArray cachePrefix()
{
    return "laravel_cache_";
}

QByteArray lockKey(Rng &rng)
{
    switch (rng.between(0, 3)) {
    case 0:
        return cachePrefix() + "laravel_unique_job:App\\Jobs\\GenerateMonthlyReport" + QByteArray::number(rng.between(1, 40));
    case 1:
        return cachePrefix() + "laravel-queue-overlap:App\\Jobs\\SyncInventory:store-" + QByteArray::number(rng.between(1, 12));
    case 2: {
        static const QList<QByteArray> commands = { "'/usr/bin/php' 'artisan' reports:nightly", "'/usr/bin/php' 'artisan' carts:prune",
            "'/usr/bin/php' 'artisan' sitemap:generate" };
        const QByteArray cmd = "* * * * *" + rng.pick(commands);
        return cachePrefix() + "framework/schedule-" + QCryptographicHash::hash(cmd, QCryptographicHash::Sha1).toHex();
    }
    default:
        return cachePrefix() + "lock:checkout:cart-" + QByteArray::number(rng.between(1, 30));
    }
}

QByteArray cacheValue(Rng &rng, const QByteArray &key)
{
    if (key.contains("user:")) {
        return php::array({ php::str("id"), php::integer(rng.between(1, 5000)), php::str("name"), php::str("Customer " + rng.token(5)),
            php::str("email"), php::str(rng.token(8).toLower() + "@example.com"), php::str("roles"),
            php::array({ php::integer(0), php::str("customer") }) });
    }
    if (key.contains("product:"))
        return ordered({ { "id", QByteArray::number(rng.between(1, 800)) }, { "name", jsonText("Product " + rng.token(4)) },
            { "price_cents", QByteArray::number(rng.between(199, 49999)) }, { "stock", QByteArray::number(rng.between(0, 300)) } });
    if (key.contains("config"))
        return php::array({ php::str("app.name"), php::str("Shop"), php::str("app.env"), php::str("production"),
            php::str("feature.checkout_v2"), php::boolean(rng.chance(0.5)) });
    return php::str(rng.token(rng.between(8, 64)));
}

} // namespace askr::simulator
