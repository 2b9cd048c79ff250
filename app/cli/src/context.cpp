// One run of one verb: opening the database as the verb needs it, and
// reading the command line's options.

#include "context.h"
#include "usageerror.h"
#include "verbfailure.h"

#include "askr_contracts_api.h"
#include "operations/format/escaping.h"
#include "operations/laravel/laravelapp.h"
#include "storage/remoteaddress.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace askr::cli {

using namespace askr::contracts;

Context::Context(QTextStream &out, QTextStream &err) : out(out), err(err)
{
}

Context::~Context() = default;

Connection &Context::openForRead()
{
    return open(false);
}

Connection &Context::openForWrite()
{
    return open(true);
}

Connection &Context::db()
{
    return *m_opened.db;
}

qint64 Context::clock() const
{
    if (m_opened.db)
        return m_opened.db->now();
    return now ? *now : QDateTime::currentSecsSinceEpoch();
}

Connection &Context::open(bool write)
{
    if (m_opened.db)
        return *m_opened.db;
    if (appFolder.isEmpty() && !storage::isRemoteUrl(path) && QFileInfo(path).isDir() && operations::laravel::LaravelApp::looksLikeApp(path))
        resolveApplication(m_for ? std::optional<int>(*m_for == Primitive::Queue ? operations::laravel::AppPart::Queue
                                                     : *m_for == Primitive::Cache ? operations::laravel::AppPart::Cache
                                                                                  : operations::laravel::AppPart::Events)
                                 : std::nullopt);
    const bool remote = storage::isRemoteUrl(path);
    if (!remote && !QFileInfo::exists(path))
        throw Failure { tr("%1 does not exist. Check the path, or create a database with: askr-deskctl init %1").arg(path) };
    if (write && readOnly)
        throw Failure {
            tr("Nothing was changed: '%1' changes data and --read-only was given. Run it without --read-only to change %2.").arg(verb, path)
        };
    // Reading never writes a byte of the database, whatever its folder allows.
    const storage::OpenMode mode = write ? storage::OpenMode::ReadWrite : storage::OpenMode::ReadOnlyLive;
    m_plan = remote ? storage::planRemote(path, token, mode) : storage::planOpen(path, mode);
    if (!m_plan.error.isEmpty())
        throw Failure { write ? tr("Nothing was changed: %1").arg(m_plan.error) : m_plan.error };
    m_opened = storage::openPlanned(m_plan);
    if (now)
        m_opened.db->setClock([t = *now] { return t; });
    m_schema = storage::inspectSchema(*m_opened.db);
    if (m_schema.notSqlite)
        throw Failure { tr("%1 is not a SQLite database (or it is encrypted). Check the path.").arg(path) };
    if (!m_schema.error.isEmpty())
        throw Failure { tr("Could not read the tables of %1: %2").arg(path, m_schema.error) };
    return *m_opened.db;
}

Connection &Context::openFor(Primitive primitive, bool writes)
{
    m_for = primitive;
    Connection &db = open(writes && !dryRun);
    require(primitive);
    return db;
}

QString Context::resolveFailedJobs()
{
    if (!QFileInfo(path).isDir() || storage::isRemoteUrl(path))
        return QStringLiteral("failed_jobs");
    return resolveApplication(operations::laravel::AppPart::FailedJobs);
}

QString Context::resolveApplication(std::optional<int> wanted)
{
    using operations::laravel::AppPart;
    const auto app = operations::laravel::LaravelApp::find(path);
    if (!app.found)
        throw Failure { app.notes.join(QLatin1Char('\n')) };
    appFolder = app.folder;
    if (wanted) {
        const AppPart &part = app.part(AppPart::Kind(*wanted));
        if (!part.visible())
            throw Failure { tr("%1: %2. See: askr-deskctl app %1").arg(app.folder, part.missing) };
        // Only the failed jobs can be on a server (MySQL, PostgreSQL).
        if (!part.isFile())
            throw Failure { tr("%1 keeps its failures on %2, a server: reading them there is not built yet; only a SQLite failed_jobs is read.")
                                .arg(app.folder, part.where) };
        path = part.where;
        return part.table;
    }
    const QStringList files = app.askrFiles();
    if (files.size() == 1) {
        path = files.first();
        return {};
    }
    QStringList parts;
    for (const AppPart &p : app.parts)
        if (p.kind <= AppPart::Events)
            parts << tr("%1: %2").arg(AppPart::kindName(p.kind), p.visible() ? p.where : p.missing);
    throw Failure { files.isEmpty() ? tr("%1 is a Laravel application, but none of its askr tables can be seen here:\n  %2").arg(app.folder, parts.join(QStringLiteral("\n  ")))
                                    : tr("%1 is a Laravel application whose askr tables are in %2 files; name the one '%3' should read:\n  %4")
                                          .arg(app.folder).arg(files.size()).arg(verb, parts.join(QStringLiteral("\n  "))) };
}

bool Context::reopenLive()
{
    if (m_plan.remote)
        return false;
    const storage::OpenPlan plan = storage::planOpen(path, storage::OpenMode::ReadOnlyLive);
    if (plan.mode != storage::OpenMode::ReadOnlyLive || !plan.error.isEmpty())
        return false;
    m_opened = storage::openPlanned(plan);
    m_plan = plan;
    if (now)
        m_opened.db->setClock([t = *now] { return t; });
    return true;
}

void Context::require(Primitive primitive)
{
    const storage::PrimitiveReport &p = primitive == Primitive::Queue ? m_schema.queue
        : primitive == Primitive::Cache                               ? m_schema.cache
                                                                      : m_schema.pubsub;
    if (p.present)
        return;
    const QString what = primitive == Primitive::Queue ? tr("queue") : primitive == Primitive::Cache ? tr("cache") : tr("pub/sub");
    const QString tables = primitive == Primitive::Queue ? QStringLiteral("askr_jobs, askr_failed_jobs")
        : primitive == Primitive::Cache                  ? QStringLiteral("askr_cache, askr_cache_tags")
                                                         : QStringLiteral("askr_events, askr_subscribers");
    if (!p.errors.isEmpty())
        throw Failure { tr("%1 has %2 tables that do not match the v1 contract:\n  %3\nCheck that the Askr runtime wrote this database.")
                            .arg(path, what, p.errors.join(QLatin1String("\n  "))) };
    throw Failure {
        tr("%1 has no %2 tables (%3). Check the path; a new database gets them with: askr-deskctl init DATABASE").arg(path, what, tables)
    };
}

std::optional<QByteArray> Context::text(const QString &name) const
{
    if (!parser.isSet(name))
        return std::nullopt;
    return parser.value(name).toUtf8();
}

qint64 Context::integer(const QString &name, qint64 fallback, qint64 min, qint64 max) const
{
    if (!parser.isSet(name))
        return fallback;
    bool ok = false;
    const qint64 v = parser.value(name).toLongLong(&ok);
    if (!ok || v < min || v > max)
        throw UsageError { tr("--%1 wants a whole number from %2 to %3, not '%4'.").arg(name).arg(min).arg(max).arg(parser.value(name)) };
    return v;
}

namespace {

std::optional<qint64> parseDuration(const QString &text, bool unitRequired)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,12})([smhdw]?)$"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch() || (unitRequired && m.captured(2).isEmpty()))
        return std::nullopt;
    const qint64 n = m.captured(1).toLongLong();
    switch (m.captured(2).isEmpty() ? 's' : m.captured(2).at(0).toLatin1()) {
    case 'm':
        return n * 60;
    case 'h':
        return n * 3600;
    case 'd':
        return n * 86400;
    case 'w':
        return n * 7 * 86400;
    default:
        return n;
    }
}

} // namespace

std::optional<qint64> Context::duration(const QString &name) const
{
    if (!parser.isSet(name))
        return std::nullopt;
    const auto d = parseDuration(parser.value(name), false);
    if (!d)
        throw UsageError { tr("--%1 wants a duration such as 90, 90s, 15m, 2h or 7d, not '%2'.").arg(name, parser.value(name)) };
    return d;
}

std::optional<qint64> Context::time(const QString &name) const
{
    if (!parser.isSet(name))
        return std::nullopt;
    const QString v = parser.value(name).trimmed();
    if (v.startsWith(QLatin1Char('@'))) {
        bool ok = false;
        const qint64 t = v.mid(1).toLongLong(&ok);
        if (ok)
            return t;
    } else if (const auto ago = parseDuration(v, true)) {
        return clock() - *ago;
    } else {
        QDateTime dt = QDateTime::fromString(v, Qt::ISODate);
        if (!dt.isValid()) {
            const QDate d = QDate::fromString(v, Qt::ISODate);
            if (d.isValid())
                dt = d.startOfDay();
        }
        if (dt.isValid())
            return dt.toSecsSinceEpoch();
    }
    throw UsageError { tr("--%1 wants a time: a duration ago (15m, 2h, 7d), @UNIX seconds or an ISO date (2024-05-01T12:00:00), not '%2'.")
                           .arg(name, parser.value(name)) };
}

QByteArray Context::operand(int index, const QString &what) const
{
    if (index >= operands.size())
        throw UsageError { tr("'%1' needs %2 after the database.").arg(verb, what) };
    return operands.at(index).toUtf8();
}

std::optional<QByteArray> Context::name(const QString &option) const
{
    if (!parser.isSet(option))
        return std::nullopt;
    return operations::unescapeName(parser.value(option));
}

QByteArray Context::nameOperand(int index, const QString &what) const
{
    operand(index, what); // a usage error when it is missing
    return operations::unescapeName(operands.at(index));
}

QByteArray Context::keyOperand(const QString &what) const
{
    const QString hexOption = QStringLiteral("key-hex");
    if (!parser.isSet(hexOption))
        return nameOperand(0, what);
    if (!operands.isEmpty())
        throw UsageError { tr("Give the key either as KEY or as --key-hex, not both.") };
    const auto key = operations::bytesFromHex(parser.value(hexOption));
    if (!key)
        throw UsageError { tr("--key-hex wants the key's bytes as pairs of hex digits (6b6579 for \"key\"), not '%1'.")
                               .arg(parser.value(hexOption)) };
    return *key;
}

void Context::printJson(const QJsonValue &value)
{
    const QJsonDocument doc = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    out << doc.toJson(QJsonDocument::Indented);
}

} // namespace askr::cli
