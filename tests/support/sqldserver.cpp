#include "sqldserver.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcessEnvironment>
#include <QTcpServer>
#include <QThread>
#include <QTimer>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

#include <sqlite3.h>

#include <csignal>
#include <memory>
#include <vector>
#include <sys/types.h>

namespace askr::testsupport {

namespace {

QByteArray base64url(const QByteArray &bytes)
{
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

// One synchronous HTTP request with a deadline (tests only).
QByteArray httpRequest(const QUrl &url, const QByteArray &body, const QByteArray &token, int *status, int timeoutMs, const QString &ns = {})
{
    QNetworkAccessManager nam;
    QNetworkRequest request(url);
    if (!ns.isEmpty())
        request.setRawHeader("x-namespace-bin", ns.toUtf8().toBase64(QByteArray::OmitTrailingEquals));
    request.setTransferTimeout(timeoutMs);
    if (!token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + token);
    QNetworkReply *reply;
    if (body.isNull()) {
        reply = nam.get(request);
    } else {
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        reply = nam.post(request, body);
    }
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    if (status)
        *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray answer = reply->readAll();
    delete reply;
    return answer;
}

} // namespace

SqldServer::SqldServer() = default;

SqldServer::~SqldServer()
{
    stop();
}

QString SqldServer::binary()
{
    return QStringLiteral(ASKR_SQLD);
}

QList<int> SqldServer::freePorts(int count)
{
    // The kernel's picks for listening sockets, all held until every one is
    // picked (picked and closed one at a time, two could be the same port),
    // then closed; sqld binds them a moment later.
    std::vector<std::unique_ptr<QTcpServer>> held;
    QList<int> ports;
    for (int i = 0; i < count; ++i) {
        auto server = std::make_unique<QTcpServer>();
        if (!server->listen(QHostAddress::LocalHost, 0))
            return {};
        ports << server->serverPort();
        held.push_back(std::move(server));
    }
    return ports;
}

bool SqldServer::start()
{
    return start(Options());
}

bool SqldServer::start(const Options &options)
{
    m_options = options;
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid()) {
        m_error = QStringLiteral("no temporary folder for sqld");
        return false;
    }
    if (!options.seedFile.isEmpty()) {
        const QString dir = m_dir->filePath(QStringLiteral("data.sqld/dbs/default"));
        if (!QDir().mkpath(dir) || !QFile::copy(options.seedFile, dir + QStringLiteral("/data"))) {
            m_error = QStringLiteral("could not copy %1 into sqld's folder").arg(options.seedFile);
            return false;
        }
    }
    // Between our pick and sqld's bind another process (a test running
    // beside this one) may take a port: pick again, a few times.
    for (int attempt = 1;; ++attempt) {
        const QList<int> ports = freePorts(3);
        if (ports.size() != 3) {
            m_error = QStringLiteral("no free port for sqld");
            return false;
        }
        m_httpPort = ports[0];
        m_grpcPort = ports[1];
        m_adminPort = options.namespaces ? ports[2] : 0;
        if (launch())
            return true;
        if (attempt == 3 || !m_error.contains(QLatin1String("Address already in use")))
            return false;
        qWarning("sqld: a port was taken before it bound it (attempt %d): %s", attempt, qPrintable(m_error));
    }
}

bool SqldServer::launch()
{
    if (binary().isEmpty() || !QFile::exists(binary())) {
        m_error = QStringLiteral("sqld not found (ASKR_SQLD=%1): run scripts/setup, which installs it into .deps/sqld").arg(binary());
        return false;
    }
    QStringList args{QStringLiteral("--no-welcome"),
                     QStringLiteral("--db-path"), m_dir->filePath(QStringLiteral("data.sqld")),
                     QStringLiteral("--http-listen-addr"), QStringLiteral("127.0.0.1:%1").arg(m_httpPort)};
    if (m_options.primaryGrpcUrl.isEmpty())
        args << QStringLiteral("--grpc-listen-addr") << QStringLiteral("127.0.0.1:%1").arg(m_grpcPort);
    else
        args << QStringLiteral("--primary-grpc-url") << m_options.primaryGrpcUrl;
    if (m_options.namespaces)
        args << QStringLiteral("--enable-namespaces") << QStringLiteral("--admin-listen-addr") << QStringLiteral("127.0.0.1:%1").arg(m_adminPort);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("SQLD_AUTH_JWT_KEY"));
    if (!m_options.jwtPublicKey.isEmpty())
        env.insert(QStringLiteral("SQLD_AUTH_JWT_KEY"), QString::fromLatin1(m_options.jwtPublicKey));
    m_process = std::make_unique<QProcess>();
    m_process->setProcessEnvironment(env);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setStandardOutputFile(m_dir->filePath(QStringLiteral("sqld.log")), QIODevice::Append);
    m_process->start(binary(), args);
    if (!m_process->waitForStarted(5000)) {
        m_error = QStringLiteral("sqld did not start: %1").arg(m_process->errorString());
        return false;
    }
    if (!waitHealthy(20000)) {
        m_error = QStringLiteral("sqld on port %1 did not answer /health within 20 s; its log:\n%2").arg(m_httpPort).arg(QString::fromUtf8(log()));
        stop();
        return false;
    }
    return true;
}

bool SqldServer::createNamespace(const QString &name)
{
    int status = 0;
    const QByteArray answer = httpRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/v1/namespaces/%2/create").arg(m_adminPort).arg(name)),
                                          QByteArrayLiteral("{}"), {}, &status, 10000);
    if (status == 200)
        return true;
    m_error = QStringLiteral("creating namespace %1 answered HTTP %2: %3").arg(name).arg(status).arg(QString::fromUtf8(answer));
    return false;
}

bool SqldServer::waitHealthy(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        if (m_process->state() != QProcess::Running)
            return false;
        int status = 0;
        httpRequest(QUrl(url().toString() + QStringLiteral("/health")), QByteArray(), {}, &status, 1000);
        if (status == 200)
            return true;
        QThread::msleep(50);
    }
    return false;
}

void SqldServer::stop()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        ::kill(pid_t(m_process->processId()), SIGTERM);
        if (!m_process->waitForFinished(5000)) {
            ::kill(pid_t(m_process->processId()), SIGKILL);
            m_process->waitForFinished(5000);
        }
    }
    m_process.reset();
}

bool SqldServer::restart()
{
    stop();
    return launch();
}

bool SqldServer::isRunning() const
{
    return m_process && m_process->state() == QProcess::Running;
}

QUrl SqldServer::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_httpPort));
}

QString SqldServer::grpcUrl() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_grpcPort);
}

qint64 SqldServer::pid() const
{
    return m_process ? m_process->processId() : 0;
}

QByteArray SqldServer::log() const
{
    QFile f(m_dir ? m_dir->filePath(QStringLiteral("sqld.log")) : QString());
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray SqldServer::pipeline(const QByteArray &body, const QByteArray &token, int *httpStatus)
{
    return httpRequest(QUrl(url().toString() + QStringLiteral("/v3/pipeline")), body, token, httpStatus, 10000, m_namespace);
}

namespace {

QJsonObject hranaValue(sqlite3_stmt *stmt, int i, bool *castText)
{
    *castText = false;
    switch (sqlite3_column_type(stmt, i)) {
    case SQLITE_INTEGER:
        return {{QStringLiteral("type"), QStringLiteral("integer")}, {QStringLiteral("value"), QString::number(sqlite3_column_int64(stmt, i))}};
    case SQLITE_FLOAT:
        return {{QStringLiteral("type"), QStringLiteral("float")}, {QStringLiteral("value"), sqlite3_column_double(stmt, i)}};
    case SQLITE_TEXT: {
        const QByteArray bytes(reinterpret_cast<const char *>(sqlite3_column_text(stmt, i)), sqlite3_column_bytes(stmt, i));
        auto decoder = QStringDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = decoder(bytes);
        if (!decoder.hasError())
            return {{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("value"), text}};
        *castText = true;
        return {{QStringLiteral("type"), QStringLiteral("blob")}, {QStringLiteral("base64"), QString::fromLatin1(bytes.toBase64(QByteArray::OmitTrailingEquals))}};
    }
    case SQLITE_BLOB: {
        const QByteArray bytes(static_cast<const char *>(sqlite3_column_blob(stmt, i)), sqlite3_column_bytes(stmt, i));
        return {{QStringLiteral("type"), QStringLiteral("blob")}, {QStringLiteral("base64"), QString::fromLatin1(bytes.toBase64(QByteArray::OmitTrailingEquals))}};
    }
    default:
        return {{QStringLiteral("type"), QStringLiteral("null")}};
    }
}

QJsonObject executeRequest(const QString &sql, const QJsonArray &args = {})
{
    QJsonObject stmt{{QStringLiteral("sql"), sql}};
    if (!args.isEmpty())
        stmt.insert(QStringLiteral("args"), args);
    return {{QStringLiteral("type"), QStringLiteral("execute")}, {QStringLiteral("stmt"), stmt}};
}

} // namespace

bool SqldServer::copyFrom(const QString &file, bool dropFromFile)
{
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(file).constData(), &db, dropFromFile ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
        m_error = QStringLiteral("cannot open %1").arg(file);
        sqlite3_close(db);
        return false;
    }
    QJsonArray requests;
    QStringList tables;
    QStringList later; // indexes, views and triggers: after the rows
    sqlite3_stmt *schema = nullptr;
    sqlite3_prepare_v2(db, "SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid", -1, &schema,
                       nullptr);
    while (sqlite3_step(schema) == SQLITE_ROW) {
        const QString type = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(schema, 0)));
        const QString sql = QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(schema, 2)));
        if (type == QLatin1String("table")) {
            requests.append(executeRequest(sql));
            tables << QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(schema, 1)));
        } else {
            later << sql;
        }
    }
    sqlite3_finalize(schema);
    QList<QPair<QString, qint64>> dropped; // table, rowid
    for (const QString &table : tables) {
        sqlite3_stmt *rows = nullptr;
        const QByteArray select = "SELECT rowid, * FROM \"" + table.toUtf8() + "\"";
        sqlite3_prepare_v2(db, select.constData(), -1, &rows, nullptr);
        const int n = sqlite3_column_count(rows);
        while (sqlite3_step(rows) == SQLITE_ROW) {
            QJsonArray args;
            QStringList slots;
            bool notUtf8 = false;
            for (int i = 1; i < n; ++i) {
                bool cast = false;
                args.append(hranaValue(rows, i, &cast));
                notUtf8 = notUtf8 || cast;
                slots << QStringLiteral("?");
            }
            if (notUtf8) {
                dropped.append({table, sqlite3_column_int64(rows, 0)});
                continue;
            }
            requests.append(executeRequest(QStringLiteral("INSERT INTO \"%1\" VALUES (%2)").arg(table, slots.join(QLatin1String(", "))), args));
        }
        sqlite3_finalize(rows);
    }
    if (!dropFromFile)
        dropped.clear();
    for (const auto &[table, rowid] : std::as_const(dropped)) {
        sqlite3_stmt *del = nullptr;
        const QByteArray sql = "DELETE FROM \"" + table.toUtf8() + "\" WHERE rowid = ?";
        sqlite3_prepare_v2(db, sql.constData(), -1, &del, nullptr);
        sqlite3_bind_int64(del, 1, rowid);
        const int rc = sqlite3_step(del);
        sqlite3_finalize(del);
        if (rc != SQLITE_DONE) {
            m_error = QStringLiteral("could not leave a row that is not UTF-8 out of %1").arg(file);
            sqlite3_close(db);
            return false;
        }
    }
    sqlite3_close(db);
    for (const QString &sql : later)
        requests.append(executeRequest(sql));
    requests.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("close")}});
    int status = 0;
    const QByteArray answer =
        pipeline(QJsonDocument(QJsonObject{{QStringLiteral("requests"), requests}}).toJson(QJsonDocument::Compact), {}, &status);
    const QJsonArray results = QJsonDocument::fromJson(answer).object().value(QStringLiteral("results")).toArray();
    for (const QJsonValue &r : results)
        if (r.toObject().value(QStringLiteral("type")).toString() != QLatin1String("ok")) {
            m_error = QStringLiteral("copying %1 into sqld failed: %2").arg(file, QString::fromUtf8(QJsonDocument(r.toObject()).toJson(QJsonDocument::Compact)));
            return false;
        }
    if (status != 200 || results.size() != requests.size()) {
        m_error = QStringLiteral("copying %1 into sqld failed: HTTP %2 %3").arg(file).arg(status).arg(QString::fromUtf8(answer.left(500)));
        return false;
    }
    return true;
}

// ---- JwtKeys ----------------------------------------------------------------

bool JwtKeys::create()
{
    const QString key = m_dir.filePath(QStringLiteral("key.pem"));
    QProcess gen;
    gen.start(QStringLiteral("openssl"), {QStringLiteral("genpkey"), QStringLiteral("-algorithm"), QStringLiteral("ed25519"), QStringLiteral("-out"), key});
    if (!gen.waitForFinished(10000) || gen.exitCode() != 0) {
        m_error = QStringLiteral("openssl genpkey failed: %1").arg(QString::fromUtf8(gen.readAllStandardError()));
        return false;
    }
    QProcess pub;
    pub.start(QStringLiteral("openssl"), {QStringLiteral("pkey"), QStringLiteral("-in"), key, QStringLiteral("-pubout"), QStringLiteral("-outform"), QStringLiteral("DER")});
    if (!pub.waitForFinished(10000) || pub.exitCode() != 0) {
        m_error = QStringLiteral("openssl pkey failed: %1").arg(QString::fromUtf8(pub.readAllStandardError()));
        return false;
    }
    // The DER SubjectPublicKeyInfo ends with the 32 bytes of the raw key.
    m_publicKey = base64url(pub.readAllStandardOutput().right(32));
    return true;
}

QByteArray JwtKeys::token(qint64 validSeconds, const QByteArray &access) const
{
    const QByteArray header = base64url(QByteArrayLiteral(R"({"alg":"EdDSA","typ":"JWT"})"));
    QByteArray claims = "{\"exp\":" + QByteArray::number(QDateTime::currentSecsSinceEpoch() + validSeconds);
    if (!access.isEmpty())
        claims += ",\"a\":\"" + access + '"';
    const QByteArray payload = base64url(claims + '}');
    const QByteArray signingInput = header + '.' + payload;
    const QString input = m_dir.filePath(QStringLiteral("input"));
    QFile f(input);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(signingInput) != signingInput.size())
        return {};
    f.close();
    QProcess sign;
    sign.start(QStringLiteral("openssl"), {QStringLiteral("pkeyutl"), QStringLiteral("-sign"), QStringLiteral("-inkey"), m_dir.filePath(QStringLiteral("key.pem")),
                                           QStringLiteral("-rawin"), QStringLiteral("-in"), input});
    if (!sign.waitForFinished(10000) || sign.exitCode() != 0) {
        m_error = QStringLiteral("openssl pkeyutl failed: %1").arg(QString::fromUtf8(sign.readAllStandardError()));
        return {};
    }
    return signingInput + '.' + base64url(sign.readAllStandardOutput());
}

} // namespace askr::testsupport
