#include "remote/hranaexecutor.h"

#include "binding.h"
#include "connection.h"
#include "sqltokens.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QRandomGenerator>
#include <QUrlQuery>

#include <sqlite3.h>

#include <utility>

namespace askr::remote {

// The contract layer's types are the executor's whole vocabulary.
using namespace askr::contracts;

namespace {

// lupdate files a free tr() call under its enclosing namespace, and a
// member's under its class (HranaExecutor::tr): each asks for that context.
QString tr(const char *text)
{
    return QCoreApplication::translate("askr::remote", text);
}

QString opName(const OperationDef &op)
{
    return QString::fromStdString(op.contract + "." + op.name);
}

// Whether a statement may write; a read-only remote connection refuses it
// before anything is sent (sqld has no query_only). Judged by its first
// word, and for WITH by the verbs that follow.
bool writes(const std::string &sql)
{
    const std::vector<Token> tokens = tokenize(sql);
    const Token *first = nullptr;
    for (const Token &t : tokens)
        if (t.kind == Token::Word) {
            first = &t;
            break;
        }
    if (!first)
        return false;
    if (isKeyword(*first, "SELECT") || isKeyword(*first, "VALUES"))
        return false;
    if (isKeyword(*first, "PRAGMA"))
        return sql.find('=') != std::string::npos;
    if (!isKeyword(*first, "WITH"))
        return true;
    for (const Token &t : tokens)
        if (t.kind == Token::Word && (isKeyword(t, "INSERT") || isKeyword(t, "UPDATE") || isKeyword(t, "DELETE")))
            return true;
    return false;
}

QJsonObject encode(const Value &value, const ParamDef *def, const QString &what)
{
    switch (bindingKind(value, def, what)) {
    case Value::Null:
        return {{QStringLiteral("type"), QStringLiteral("null")}};
    case Value::Integer:
        // As a string: JSON numbers lose integers above 2^53.
        return {{QStringLiteral("type"), QStringLiteral("integer")}, {QStringLiteral("value"), QString::number(value.toInt())}};
    case Value::Real:
        return {{QStringLiteral("type"), QStringLiteral("float")}, {QStringLiteral("value"), value.toReal()}};
    case Value::Text: {
        const QByteArray bytes = value.toBytes();
        auto decoder = QStringDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString text = decoder(bytes);
        if (decoder.hasError())
            throw Error(SQLITE_MISUSE,
                        tr("%1 is not valid UTF-8: a server's JSON protocol cannot carry it as text, so nothing was sent. Use this key on a file copy of "
                           "the database.")
                            .arg(escapeBytes(bytes)),
                        what);
        return {{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("value"), text}};
    }
    case Value::Blob:
        return {{QStringLiteral("type"), QStringLiteral("blob")},
                {QStringLiteral("base64"), QString::fromLatin1(value.toBytes().toBase64(QByteArray::OmitTrailingEquals))}};
    }
    return {};
}

Value decode(const QJsonObject &v)
{
    const QString type = v.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("integer"))
        return Value::integer(v.value(QStringLiteral("value")).toString().toLongLong());
    if (type == QLatin1String("float"))
        return Value::real(v.value(QStringLiteral("value")).toDouble());
    if (type == QLatin1String("text"))
        return Value::text(v.value(QStringLiteral("value")).toString().toUtf8());
    if (type == QLatin1String("blob")) // the server sends base64 without padding
        return Value::blob(QByteArray::fromBase64(v.value(QStringLiteral("base64")).toString().toLatin1()));
    return {};
}

const char ClockParam[] = "askr_clock";

// sqld counts every PRAGMA statement as a write, so a read-only token gets
// 403 for PRAGMA data_version. A reading pragma (no '=') is sent as its
// table-valued function instead: the same rows under the same column name.
std::string pragmaAsSelect(const std::string &sql)
{
    std::vector<Token> words;
    for (const Token &t : tokenize(sql))
        if (t.kind != Token::Space && t.kind != Token::Comment)
            words.push_back(t);
    if (words.size() < 2 || !isKeyword(words[0], "PRAGMA") || words[1].kind != Token::Word || sql.find('=') != std::string::npos)
        return sql;
    std::string args;
    if (words.size() > 2) {
        if (words[2].text != "(" || words.back().text != ")")
            return sql; // a schema-qualified pragma: sent as it is
        for (size_t i = 3; i + 1 < words.size(); ++i)
            args += words[i].text;
    }
    return "SELECT * FROM pragma_" + words[1].text + "(" + args + ")";
}

// unixepoch() with no arguments replaced by :askr_clock, token by token.
std::string withClockParam(const std::string &sql)
{
    std::vector<Token> tokens = tokenize(sql);
    std::vector<Token> out;
    for (size_t i = 0; i < tokens.size(); ++i) {
        if (tokens[i].kind == Token::Word && isKeyword(tokens[i], "unixepoch")) {
            size_t j = i + 1;
            auto skip = [&] {
                while (j < tokens.size() && (tokens[j].kind == Token::Space || tokens[j].kind == Token::Comment))
                    ++j;
            };
            skip();
            if (j < tokens.size() && tokens[j].text == "(") {
                ++j;
                skip();
                if (j < tokens.size() && tokens[j].text == ")") {
                    out.push_back({Token::Param, std::string(":") + ClockParam, tokens[i].offset});
                    i = j;
                    continue;
                }
            }
        }
        out.push_back(tokens[i]);
    }
    return join(out);
}

// Hrana's error codes are SQLite's names ("SQLITE_CONSTRAINT_UNIQUE") or the
// server's own ("SQL_INPUT_ERROR"); the primary SQLite code picks the advice.
int sqliteCode(const QString &code)
{
    static const std::pair<const char *, int> codes[] = {
        {"SQLITE_BUSY", SQLITE_BUSY}, {"SQLITE_LOCKED", SQLITE_LOCKED}, {"SQLITE_READONLY", SQLITE_READONLY}, {"SQLITE_CONSTRAINT", SQLITE_CONSTRAINT},
        {"SQLITE_CORRUPT", SQLITE_CORRUPT}, {"SQLITE_FULL", SQLITE_FULL}, {"SQLITE_INTERRUPT", SQLITE_INTERRUPT}, {"SQLITE_IOERR", SQLITE_IOERR},
        {"SQLITE_NOTADB", SQLITE_NOTADB}, {"SQLITE_AUTH", SQLITE_AUTH}, {"SQLITE_PERM", SQLITE_PERM}};
    for (const auto &[name, rc] : codes)
        if (code.startsWith(QLatin1String(name)))
            return rc;
    return SQLITE_ERROR;
}

[[noreturn]] void raiseStatementError(const QJsonObject &error, const QString &what)
{
    const int rc = sqliteCode(error.value(QStringLiteral("code")).toString());
    QString message = error.value(QStringLiteral("message")).toString();
    const QString hint = adviceFor(rc);
    if (!hint.isEmpty())
        message += QLatin1String(". ") + hint;
    throw Error(rc, message, what);
}

Result toResult(const QJsonObject &r)
{
    Result result;
    for (const QJsonValue &c : r.value(QStringLiteral("cols")).toArray())
        result.columns.push_back(c.toObject().value(QStringLiteral("name")).toString().toStdString());
    const QJsonArray rows = r.value(QStringLiteral("rows")).toArray();
    result.rows.reserve(size_t(rows.size()));
    for (const QJsonValue &row : rows) {
        std::vector<Value> values;
        const QJsonArray cells = row.toArray();
        values.reserve(size_t(cells.size()));
        for (const QJsonValue &cell : cells)
            values.push_back(decode(cell.toObject()));
        result.rows.push_back(std::move(values));
    }
    result.changes = r.value(QStringLiteral("affected_row_count")).toInteger();
    return result;
}

QJsonObject request(const QString &type, const QString &key = {}, const QJsonObject &body = {})
{
    QJsonObject r{{QStringLiteral("type"), type}};
    if (!key.isEmpty())
        r.insert(key, body);
    return r;
}

// The result of a request that succeeded; its error otherwise.
QJsonObject okResult(const QJsonValue &answer, const QString &what)
{
    const QJsonObject a = answer.toObject();
    if (a.value(QStringLiteral("type")).toString() != QLatin1String("ok"))
        raiseStatementError(a.value(QStringLiteral("error")).toObject(), what);
    return a.value(QStringLiteral("response")).toObject().value(QStringLiteral("result")).toObject();
}

bool hasWord(const std::string &sql, const char *word)
{
    for (const Token &t : tokenize(sql))
        if (t.kind == Token::Word && isKeyword(t, word))
            return true;
    return false;
}

// The first error among a batch's steps up to last is the cause; later
// steps were skipped or rolled back.
void raiseFirstStepError(const QJsonObject &batch, int last, const QString &what)
{
    const QJsonArray stepErrors = batch.value(QStringLiteral("step_errors")).toArray();
    for (int i = 0; i <= last; ++i)
        if (stepErrors.at(i).isObject())
            raiseStatementError(stepErrors.at(i).toObject(), what);
}

// The operation's result from a batch whose steps 1 .. end-1 are its
// statements: as for a file, the last statement that returns rows gives
// them.
Result stepsResult(const QJsonObject &batch, int end)
{
    const QJsonArray stepResults = batch.value(QStringLiteral("step_results")).toArray();
    Result result;
    for (int i = 1; i < end; ++i) {
        Result step = toResult(stepResults.at(i).toObject());
        if (!step.columns.empty()) {
            result.columns = std::move(step.columns);
            result.rows = std::move(step.rows);
        }
        result.changes = step.changes;
    }
    return result;
}

QJsonObject sqlStep(const char *sql, const QJsonObject &condition = {})
{
    QJsonObject step{{QStringLiteral("stmt"), QJsonObject{{QStringLiteral("sql"), QString::fromLatin1(sql)}}}};
    if (!condition.isEmpty())
        step.insert(QStringLiteral("condition"), condition);
    return step;
}

QJsonObject okCondition(int step)
{
    return {{QStringLiteral("type"), QStringLiteral("ok")}, {QStringLiteral("step"), step}};
}

QJsonObject notCondition(const QJsonObject &cond)
{
    return {{QStringLiteral("type"), QStringLiteral("not")}, {QStringLiteral("cond"), cond}};
}

// open, then each statement only after the previous one succeeded, then
// close after the last.
QJsonArray conditionalSteps(const char *open, const std::vector<QJsonObject> &statements, const char *close)
{
    QJsonArray steps{sqlStep(open)};
    for (const QJsonObject &st : statements)
        steps.append(QJsonObject{{QStringLiteral("condition"), okCondition(int(steps.size()) - 1)}, {QStringLiteral("stmt"), st}});
    steps.append(sqlStep(close, okCondition(int(steps.size()) - 1)));
    return steps;
}

// The first keyword of a statement, upper-case ("" for none).
std::string firstWord(const std::string &sql)
{
    for (const Token &t : tokenize(sql))
        if (t.kind == Token::Word) {
            std::string w = t.text;
            for (char &c : w)
                c = char(std::toupper(static_cast<unsigned char>(c)));
            return w;
        }
    return {};
}

} // namespace

QString HranaExecutor::tr(const char *text)
{
    return QCoreApplication::translate("askr::remote::HranaExecutor", text);
}

QNetworkRequest remoteRequest(const RemoteTarget &target, const QString &path, const QUrlQuery &query)
{
    QUrl url = target.url;
    QString ns = QUrlQuery(url).queryItemValue(QStringLiteral("namespace"), QUrl::FullyDecoded);
    // Without one, a server with namespaces takes the Host's first label
    // ("127" of 127.0.0.1); an address by IP means its default database.
    if (ns.isEmpty() && !QHostAddress(url.host()).isNull())
        ns = QStringLiteral("default");
    url.setPath(url.path() + path);
    url.setQuery(query);
    QNetworkRequest req(url);
    // sqld takes the namespace from this header before the Host's first
    // label, so an address by IP (127.0.0.1) can name one; base64 unpadded.
    if (!ns.isEmpty())
        req.setRawHeader("x-namespace-bin", ns.toUtf8().toBase64(QByteArray::OmitTrailingEquals));
    // A redirect could carry the token to another host: none is followed.
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    if (!target.token.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + target.token);
    return req;
}

HranaExecutor::HranaExecutor(RemoteTarget target)
    : m_target(std::move(target))
{
}

HranaExecutor::~HranaExecutor()
{
    // A stream left holding the transaction would keep the server's write
    // lock until it expires.
    if (m_inTransaction) {
        try {
            endHeld("ROLLBACK", QStringLiteral("rollback"));
        } catch (...) {
        }
    }
}

QString HranaExecutor::describe() const
{
    return m_target.url.toString();
}

std::unique_ptr<QNetworkReply> HranaExecutor::send(const QNetworkRequest &req, const QByteArray *body, const std::function<void(QNetworkReply *)> &watch)
{
    if (!m_nam)
        m_nam = std::make_unique<QNetworkAccessManager>();
    std::unique_ptr<QNetworkReply> reply(body ? m_nam->post(req, *body) : m_nam->head(req));
    if (watch)
        watch(reply.get());
    QEventLoop loop;
    QObject::connect(reply.get(), &QNetworkReply::finished, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    ++m_requests;
    return reply;
}

QByteArray HranaExecutor::post(const QByteArray &path, const QByteArray &body, int *status, const QString &what, const RemoteTarget *to)
{
    QNetworkRequest req = remoteRequest(to ? *to : m_target, QString::fromLatin1(path), QUrlQuery());
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    // Qt offers zstd and br first; sqld then compresses every answer, which
    // cost ~60 ms a request here (median of 12: 69 ms with Qt's list, 10 ms
    // with identity) for answers of a few hundred bytes.
    req.setRawHeader("Accept-Encoding", "identity");
    req.setTransferTimeout(m_target.timeoutMs);
    bool tooLarge = false;
    const std::unique_ptr<QNetworkReply> reply = send(req, &body, [&](QNetworkReply *r) {
        QObject::connect(r, &QNetworkReply::downloadProgress, r, [&tooLarge, r, this](qint64 received, qint64) {
            if (received > m_target.maxAnswerBytes) {
                tooLarge = true;
                r->abort();
            }
        });
    });
    *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray answer = reply->readAll();
    m_bytesReceived += quint64(answer.size());
    const QString where = describe();
    if (tooLarge)
        throw Error(SQLITE_TOOBIG,
                    tr("%1 sent more than %2 MiB for one request; nothing was shown. Narrow the filter or use a smaller page.").arg(where).arg(m_target.maxAnswerBytes >> 20),
                    what);
    if (*status == 0) {
        const auto err = reply->error();
        // Refused or unresolved: the request never reached a server.
        m_sent = err != QNetworkReply::ConnectionRefusedError && err != QNetworkReply::HostNotFoundError;
        if (err == QNetworkReply::OperationCanceledError || err == QNetworkReply::TimeoutError)
            throw Error(SQLITE_IOERR,
                        tr("%1 did not answer within %2 s. The server may be overloaded or the network slow; the pages keep their last figures and ask again.")
                            .arg(where)
                            .arg(m_target.timeoutMs / 1000),
                        what);
        if (err == QNetworkReply::SslHandshakeFailedError)
            throw Error(SQLITE_CANTOPEN,
                        tr("The TLS handshake with %1 failed (%2). Check the server's certificate and that the system trusts its authority; http:// "
                           "works only where no TLS is in front of the server.")
                            .arg(where, reply->errorString()),
                        what);
        throw Error(SQLITE_CANTOPEN,
                    tr("Cannot reach %1 (%2). Check that the server runs and that the address and port are right.")
                        .arg(where, reply->errorString()),
                    what);
    }
    return answer;
}

ServerRole HranaExecutor::askRole()
{
    QNetworkRequest req = remoteRequest(m_target, QStringLiteral("/dump"), QUrlQuery());
    req.setTransferTimeout(m_target.timeoutMs);
    const std::unique_ptr<QNetworkReply> reply = send(req, nullptr, {});
    switch (reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt()) {
    case 200:
        return ServerRole::Primary;
    case 400:
        return ServerRole::Replica;
    default:
        return ServerRole::Unknown;
    }
}

bool HranaExecutor::verifyNamespace(const QString &what)
{
    const QString ns = QUrlQuery(m_target.url).queryItemValue(QStringLiteral("namespace"), QUrl::FullyDecoded);
    if (ns.isEmpty())
        return true;
    // sqld started without --enable-namespaces ignores the namespace and
    // serves its one database to every name: ask for a name no one made.
    RemoteTarget probe = m_target;
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("namespace"), QStringLiteral("askr-desk-probe-%1").arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0')));
    probe.url.setQuery(query);
    const QByteArray body = QByteArrayLiteral(R"({"baton":null,"requests":[{"type":"close"}]})");
    int status = 0;
    for (const QByteArray &path : {m_pipelinePath, QByteArrayLiteral("/v2/pipeline")}) {
        const QByteArray answer = post(path, body, &status, what, &probe);
        if (status == 404 && answer.contains("doesn't exist"))
            return true; // names are served: the real one is asked for next
        if (status != 404)
            break; // 404 without a word of namespaces: a server without /v3
    }
    if (status == 200)
        throw Error(SQLITE_CANTOPEN,
                    tr("%1 names the namespace '%2', but the server does not serve namespaces (sqld was started without --enable-namespaces) and "
                       "would show its only database under any name. Open the address without ?namespace= to use that database.")
                        .arg(describe(), ns),
                    what);
    // Anything else (a token refused, a server away) is said by the request
    // itself, and the question is asked again next time.
    return false;
}

QJsonArray HranaExecutor::pipeline(const QJsonArray &requests, const QString &what, Stream stream)
{
    if (!m_namespaceVerified)
        m_namespaceVerified = verifyNamespace(what);
    // sqld drops a stream idle for 10 s; ours is left well before that (and
    // expires there on its own).
    constexpr qint64 StreamIdleMs = 5000;
    // A kept stream's baton is set again only by a good answer; a request
    // on a stream of its own leaves them alone.
    QString baton;
    if (stream == Stream::Reused) {
        baton = std::exchange(m_baton, QString());
        if (!m_batonUsed.isValid() || m_batonUsed.elapsed() > StreamIdleMs)
            baton.clear();
    } else if (stream == Stream::Held) {
        baton = std::exchange(m_heldBaton, QString());
    }
    m_answered = false;
    m_sent = true;
    auto bodyWith = [&](const QString &b) {
        return QJsonDocument(QJsonObject{{QStringLiteral("baton"), b.isEmpty() ? QJsonValue() : QJsonValue(b)}, {QStringLiteral("requests"), requests}})
            .toJson(QJsonDocument::Compact);
    };
    QByteArray body = bodyWith(baton);
    int status = 0;
    m_streamsBegun += baton.isEmpty();
    QByteArray answer = post(m_pipelinePath, body, &status, what);
    // A held stream is never replaced: its transaction went with it.
    if (status == 400 && !baton.isEmpty() && answer.contains("invalid baton") && stream == Stream::Reused) {
        // The server forgot the stream (a restart, or its own expiry): a new one.
        ++m_staleBatons;
        ++m_streamsBegun;
        body = bodyWith(QString());
        answer = post(m_pipelinePath, body, &status, what);
    }
    if (status == 404 && m_pipelinePath.startsWith("/v3")) {
        // An older server: the v2 pipeline has the same requests we use.
        const QByteArray v2 = QByteArrayLiteral("/v2/pipeline");
        answer = post(v2, body, &status, what);
        if (status != 404)
            m_pipelinePath = v2;
    }
    m_answered = true;
    const QString where = describe();
    // The server's text is shown (it never holds our token); ours is not.
    const QString serverSays = QString::fromUtf8(answer.left(300)).trimmed();
    if (status == 401)
        throw Error(SQLITE_AUTH,
                    (m_target.token.isEmpty() ? tr("%1 requires a token and none was given (%2).").arg(where, serverSays)
                                              : tr("%1 refused the token (%2).").arg(where, serverSays))
                        + QLatin1Char(' ') + adviceFor(SQLITE_AUTH),
                    what);
    if (status == 403)
        throw Error(SQLITE_PERM, tr("%1 does not allow this token to do that (%2).").arg(where, serverSays) + QLatin1Char(' ') + adviceFor(SQLITE_PERM), what);
    if (status == 404)
        throw Error(SQLITE_CANTOPEN,
                    tr("%1 has no database here (HTTP 404: %2). Check the address and the namespace: a server with several databases (namespaces) names each by ?namespace=NAME after the address, or by the first label of its host name.")
                        .arg(where, serverSays),
                    what);
    if (status == 500 && serverSays.contains(QLatin1String("invalid utf-8")))
        throw Error(SQLITE_MISMATCH,
                    tr("%1 holds text that is not UTF-8 among the rows asked for, and its JSON protocol cannot send it (%2). Narrow the filter to "
                       "leave those rows out, or read a file copy of the database.")
                        .arg(where, serverSays),
                    what);
    if (status != 200)
        throw Error(SQLITE_ERROR, tr("%1 answered HTTP %2: %3").arg(where).arg(status).arg(serverSays), what);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(answer, &parseError);
    const QJsonArray results = doc.object().value(QStringLiteral("results")).toArray();
    if (parseError.error != QJsonParseError::NoError || results.size() != requests.size())
        throw Error(SQLITE_PROTOCOL, tr("%1 did not answer in the Hrana protocol; check that the address is a libSQL server's.").arg(where), what);
    // A stream tied to another address (base_url) is not reused.
    if (stream == Stream::Reused && doc.object().value(QStringLiteral("base_url")).isNull()) {
        m_baton = doc.object().value(QStringLiteral("baton")).toString();
        m_batonUsed.start();
    }
    // sqld gives a new baton with every answer (and no base_url); the next
    // request of the transaction must carry it.
    if (stream == Stream::Held)
        m_heldBaton = doc.object().value(QStringLiteral("baton")).toString();
    return results;
}

void HranaExecutor::noteChangeMark(const QJsonObject &result)
{
    const QJsonValue index = result.value(QStringLiteral("replication_index"));
    if (index.isString())
        m_changeMark = index.toString().toLongLong();
}

// A statement with the named arguments it uses (sqld refuses extra ones).
QJsonObject HranaExecutor::statement(const std::string &rawSql, const OperationDef *op, const Params &params, const QString &what) const
{
    // Only an operation's statements take the clock: a schema's DEFAULT
    // (unixepoch()) cannot hold a parameter (sqld: "default value ... is not
    // constant"), and stays the server's clock.
    std::string sql = op && m_clock && rawSql.find("unixepoch") != std::string::npos ? withClockParam(rawSql) : rawSql;
    sql = pragmaAsSelect(sql);
    QJsonObject stmt{{QStringLiteral("sql"), QString::fromStdString(sql)}};
    QJsonArray args;
    for (const std::string &name : parameterNames(sql)) {
        if (name == ClockParam) {
            args.append(QJsonObject{{QStringLiteral("name"), QStringLiteral(":askr_clock")}, {QStringLiteral("value"), encode(Value::integer(m_clock()), nullptr, what)}});
            continue;
        }
        const Value *value = nullptr;
        for (const auto &[n, v] : params)
            if (n == name)
                value = &v;
        if (!value)
            throw Error(SQLITE_MISUSE, QStringLiteral("missing parameter :%1").arg(QString::fromStdString(name)), what);
        const ParamDef *def = nullptr;
        if (op)
            for (const auto &p : op->params)
                if (p.name == name)
                    def = &p;
        args.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(":" + name)}, {QStringLiteral("value"), encode(*value, def, what)}});
    }
    if (!args.isEmpty())
        stmt.insert(QStringLiteral("named_args"), args);
    return stmt;
}

Result HranaExecutor::runBatch(const std::vector<QJsonObject> &statements, const char *begin, const QString &what)
{
    // BEGIN, each statement only after the previous one succeeded, COMMIT
    // after the last, ROLLBACK unless the COMMIT succeeded: all or nothing,
    // in one request.
    QJsonArray steps = conditionalSteps(begin, statements, "COMMIT");
    const int commit = int(steps.size()) - 1;
    steps.append(sqlStep("ROLLBACK", notCondition(okCondition(commit))));
    const QJsonArray results =
        pipeline({request(QStringLiteral("batch"), QStringLiteral("batch"), QJsonObject{{QStringLiteral("steps"), steps}}), request(QStringLiteral("close"))}, what);
    const QJsonObject batch = okResult(results.at(0), what);
    raiseFirstStepError(batch, commit, what);
    if (!batch.value(QStringLiteral("step_results")).toArray().at(commit).isObject())
        throw Error(SQLITE_ERROR, tr("%1 did not run the transaction to its end; nothing was changed. Try again.").arg(describe()), what);
    noteChangeMark(batch);
    return stepsResult(batch, commit);
}

Result HranaExecutor::run(const OperationDef &op, const Params &params)
{
    const QString what = opName(op);
    std::vector<QJsonObject> statements;
    for (const auto &st : op.statements) {
        if (m_target.readOnly && writes(st.sql))
            throw Error(SQLITE_READONLY, tr("%1 is open read-only, so nothing was sent. %2").arg(describe(), adviceFor(SQLITE_READONLY)), what);
        statements.push_back(statement(st.sql, &op, params, what));
    }
    if (m_inTransaction)
        return runHeld(statements, statements.size() > 1 || op.immediate, what);
    if (statements.size() > 1 || op.immediate)
        return runBatch(statements, op.immediate ? "BEGIN IMMEDIATE" : "BEGIN", what);
    // A read goes on the reused stream; a write on its own, closed at once.
    const bool reads = !writes(op.statements.front().sql);
    QJsonArray requests{request(QStringLiteral("execute"), QStringLiteral("stmt"), statements.front())};
    if (!reads)
        requests.append(request(QStringLiteral("close")));
    const QJsonArray results = pipeline(requests, what, reads ? Stream::Reused : Stream::Own);
    const QJsonObject r = okResult(results.at(0), what);
    noteChangeMark(r);
    return toResult(r);
}

void HranaExecutor::runScript(const std::vector<std::string> &statements, const QString &what)
{
    std::vector<QJsonObject> stmts;
    for (const std::string &sql : statements) {
        if (m_target.readOnly && writes(sql))
            throw Error(SQLITE_READONLY, tr("%1 is open read-only, so nothing was sent. %2").arg(describe(), adviceFor(SQLITE_READONLY)), what);
        stmts.push_back(statement(sql, nullptr, {}, what));
    }
    if (m_inTransaction)
        runHeld(stmts, true, what);
    else
        runBatch(stmts, "BEGIN IMMEDIATE", what);
}

Error HranaExecutor::lostTransaction(int code, const QString &cause, const QString &what) const
{
    const QString lost = tr("%1 closed the transaction before COMMIT: nothing was changed.").arg(describe());
    return Error(code, cause.isEmpty() ? lost : lost + QLatin1Char(' ') + cause, what);
}

QJsonArray HranaExecutor::heldPipeline(const QJsonArray &requests, const QString &what, bool committing)
{
    try {
        return pipeline(requests, what, Stream::Held);
    } catch (const Error &e) {
        // The stream is gone or was refused (a stopped server, its expiry, an
        // unknown baton): the server rolls back what it held.
        m_inTransaction = false;
        m_heldBaton.clear();
        if (committing && !m_answered && m_sent)
            throw Error(e.code(),
                        tr("The connection to %1 was lost while the transaction committed: it was committed whole or not at all. Look at the rows "
                           "before running the action again. %2")
                            .arg(describe(), e.message()),
                        what);
        throw lostTransaction(e.code(), e.message(), what);
    }
}

Result HranaExecutor::runHeld(const std::vector<QJsonObject> &statements, bool savepoint, const QString &what)
{
    QJsonObject req;
    int release = 0;
    if (savepoint) {
        // As on a file: a failed operation is undone alone, and the
        // transaction goes on.
        QJsonArray steps = conditionalSteps("SAVEPOINT askr_op", statements, "RELEASE askr_op");
        release = int(steps.size()) - 1;
        steps.append(sqlStep("ROLLBACK TO askr_op", notCondition(okCondition(release))));
        steps.append(sqlStep("RELEASE askr_op", notCondition(okCondition(release))));
        req = request(QStringLiteral("batch"), QStringLiteral("batch"), QJsonObject{{QStringLiteral("steps"), steps}});
    } else {
        req = request(QStringLiteral("execute"), QStringLiteral("stmt"), statements.front());
    }
    // SQLite ends a transaction itself after some errors, and sqld when one
    // held the write lock too long while another writer waited
    // (TRANSACTION_TIMEOUT): then nothing of it is left. Hrana 2 has no
    // get_autocommit; there a lost transaction shows at the COMMIT.
    const bool askAutocommit = m_pipelinePath.startsWith("/v3");
    QJsonArray requests{req};
    if (askAutocommit)
        requests.append(request(QStringLiteral("get_autocommit")));
    const QJsonArray results = heldPipeline(requests, what, false);
    const QJsonObject autocommit = results.at(1).toObject();
    const bool held = !askAutocommit
        || (autocommit.value(QStringLiteral("type")).toString() == QLatin1String("ok")
            && !autocommit.value(QStringLiteral("response")).toObject().value(QStringLiteral("is_autocommit")).toBool(true));
    if (!held) {
        m_inTransaction = false;
        m_heldBaton.clear(); // the server drops the stream when it expires
    }
    Result result;
    try {
        const QJsonObject r = okResult(results.at(0), what);
        if (savepoint)
            raiseFirstStepError(r, release, what);
        noteChangeMark(r);
        result = savepoint ? stepsResult(r, release) : toResult(r);
    } catch (const Error &e) {
        if (!held)
            throw lostTransaction(e.code(), e.message(), what);
        throw;
    }
    if (!held)
        throw lostTransaction(SQLITE_ABORT, QString(), what);
    return result;
}

void HranaExecutor::endHeld(const char *sql, const QString &what)
{
    const bool commit = qstrcmp(sql, "COMMIT") == 0;
    const QJsonArray results =
        heldPipeline({request(QStringLiteral("execute"), QStringLiteral("stmt"), QJsonObject{{QStringLiteral("sql"), QString::fromLatin1(sql)}}),
                      request(QStringLiteral("close"))},
                     what, commit);
    // Closed in the same request: a COMMIT that failed is rolled back.
    m_inTransaction = false;
    m_heldBaton.clear();
    try {
        noteChangeMark(okResult(results.at(0), what));
    } catch (const Error &e) {
        if (commit)
            throw lostTransaction(e.code(), e.message(), what);
        throw;
    }
}

void HranaExecutor::exec(const std::string &sql, const QString &what)
{
    const std::string word = firstWord(sql);
    if (!m_inTransaction) {
        if (word != "BEGIN") {
            Executor::exec(sql, what);
            return;
        }
        if (m_target.readOnly)
            throw Error(SQLITE_READONLY, tr("%1 is open read-only, so nothing was sent. %2").arg(describe(), adviceFor(SQLITE_READONLY)), what);
        // A stream of its own holds the transaction from its BEGIN on.
        m_heldBaton.clear();
        const QJsonArray results = pipeline({request(QStringLiteral("execute"), QStringLiteral("stmt"), statement(sql, nullptr, {}, what))}, what, Stream::Held);
        try {
            noteChangeMark(okResult(results.at(0), what));
        } catch (...) {
            m_heldBaton.clear();
            throw;
        }
        m_inTransaction = true;
        return;
    }
    if (word == "COMMIT" || word == "END")
        endHeld("COMMIT", what);
    else if (word == "ROLLBACK" && !hasWord(sql, "TO"))
        endHeld("ROLLBACK", what);
    else
        runHeld({statement(sql, nullptr, {}, what)}, false, what);
}

} // namespace askr::remote
