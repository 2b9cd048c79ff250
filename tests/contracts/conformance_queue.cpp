// Conformance suite for the queue contract (contracts/queue.md).
//
// Every operation runs straight from the document through the harness, so
// askr-mutate can point this same binary at mutated copies
// (ASKR_CONTRACTS_DIR) and expect it to fail. Time is the harness clock, never
// a sleep. Raw SQL is used only to set up odd states and to read back what an
// operation wrote; the operation under test always goes through h.run().
//
// Fixtures are small and built through the runtime operations themselves
// (Enqueue, Claim, DeadLetter) at chosen clock times, and every assertion is
// an exact figure or an exact list of rows.

#include "contractharness.h"

#include <algorithm>
#include <QTest>

#include <sqlite3.h>

#include <limits>

using namespace askr::contracts;
using namespace askr::test;

Q_DECLARE_METATYPE(askr::contracts::Params)

// Bytes of a string literal, embedded NULs included.
#define BYTES(s) QByteArray(s, sizeof(s) - 1)

namespace {

constexpr qint64 T0 = 1000;
constexpr qint64 kLast = std::numeric_limits<qint64>::max();

QString textCell(const QByteArray &b)
{
    QString s = QStringLiteral("'");
    for (const char ch : b) {
        const auto c = uchar(ch);
        if (c >= 0x20 && c < 0x7f)
            s += QLatin1Char(char(c));
        else
            s += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
    }
    return s + QLatin1Char('\'');
}

QString blobCell(const QByteArray &b)
{
    return QLatin1String("x'") + QString::fromLatin1(b.toHex()) + QLatin1Char('\'');
}

// A value with its kind: integers bare, TEXT quoted, BLOB as x'..', null.
QString cell(const Value &v)
{
    switch (v.kind()) {
    case Value::Null:
        return QStringLiteral("null");
    case Value::Integer:
        return QString::number(v.toInt());
    case Value::Real:
        return QStringLiteral("real:") + QString::number(v.toReal());
    case Value::Text:
        return textCell(v.toBytes());
    case Value::Blob:
        return blobCell(v.toBytes());
    }
    return {};
}

QString nullableText(const char *s)
{
    return s ? textCell(QByteArray(s)) : QStringLiteral("null");
}

QString nullableInt(qint64 v)
{
    return v < 0 ? QStringLiteral("null") : QString::number(v);
}

QStringList render(const Result &r, std::initializer_list<const char *> cols)
{
    QStringList out;
    for (const auto &row : r.rows) {
        QStringList cells;
        for (const char *c : cols) {
            const int k = r.column(c);
            cells << (k < 0 ? QStringLiteral("<no column %1>").arg(QLatin1String(c)) : cell(row[size_t(k)]));
        }
        out << cells.join(QLatin1Char('|'));
    }
    return out;
}

QStringList columnsOf(const Result &r)
{
    QStringList out;
    for (const auto &c : r.columns)
        out << QString::fromStdString(c);
    return out;
}

QStringList names(std::initializer_list<const char *> cols)
{
    QStringList out;
    for (const char *c : cols)
        out << QLatin1String(c);
    return out;
}

QList<qint64> ids(const Result &r, const char *col = "id")
{
    QList<qint64> out;
    const int k = r.column(col);
    for (const auto &row : r.rows)
        out << (k < 0 ? -999 : row[size_t(k)].toInt());
    return out;
}

QList<qint64> reversed(QList<qint64> l)
{
    std::reverse(l.begin(), l.end());
    return l;
}

Value opt(const char *s)
{
    return s ? T(s) : N();
}

// ---------------------------------------------------------------------------
// The browsing fixture: nine live jobs in every state, built at T0 and looked
// at from T0 + 10 (see buildBrowseJobs()).

struct BrowseJob
{
    qint64 id;
    const char *queue;
    QByteArray payload;
    int priority;
    int delay;
    int maxAttempts;
    // What the pages must say at T0 + 10 (written by hand, not computed):
    const char *jobName; // nullptr: NULL
    const char *state;
    int attempts;
    qint64 reservedUntil; // -1: NULL
};

const QList<BrowseJob> &browseJobs()
{
    static const QList<BrowseJob> jobs = {
        // Ready: enqueued at T0 with no delay.
        { 1, "mail", BYTES("{\"uuid\":\"a1\",\"displayName\":\"App\\\\Jobs\\\\SendMail\",\"data\":{\"text\":\"hello needle\"}}"), 0, 0, 3,
            "App\\Jobs\\SendMail", "ready", 0, -1 },
        // Delayed until T0 + 100; "Needle" does not match "needle".
        { 2, "mail", BYTES("{\"uuid\":\"a2\",\"displayName\":\"App\\\\Jobs\\\\SendMail\",\"data\":{\"text\":\"Needle\"}}"), 0, 100, 25,
            "App\\Jobs\\SendMail", "delayed", 0, -1 },
        // Not UTF-8, not JSON; claimed at T0 for 60 s: reserved.
        { 3, "default", BYTES("\xff\xfe binary needle \x80"), 0, 0, 25, nullptr, "reserved", 1, T0 + 60 },
        // Claimed at T0 for 10 s: reserved_until == now, so ready again.
        { 4, "reports", BYTES("{\"displayName\":\"App\\\\Jobs\\\\Report\"}"), 0, 0, 25, "App\\Jobs\\Report", "ready", 1, T0 + 10 },
        // available_at == now: ready.
        { 5, "default", BYTES("plain text, not json"), 0, 10, 25, nullptr, "ready", 0, -1 },
        // JSON, but an array: unnamed. Delayed until T0 + 50.
        { 6, "reports", BYTES("[1,2,3]"), 0, 50, 25, nullptr, "delayed", 0, -1 },
        // Priority 5, so the mail claim takes it: reserved.
        { 7, "mail", BYTES("{\"displayName\":\"App\\\\Jobs\\\\Report\",\"data\":\"needle\"}"), 5, 0, 25, "App\\Jobs\\Report", "reserved", 1,
            T0 + 60 },
        // "needle" after a NUL byte.
        { 8, "default", BYTES("abc\0needle"), 0, 0, 25, nullptr, "ready", 0, -1 },
        // JSON object without displayName.
        { 9, "default", BYTES("{\"job\":\"Illuminate\\\\Queue\\\\CallQueuedHandler@call\"}"), -1, 0, 25, nullptr, "ready", 0, -1 },
    };
    return jobs;
}

QString browseRow(const BrowseJob &j)
{
    return QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8|%9|%10|%11")
        .arg(j.id)
        .arg(textCell(j.queue), nullableText(j.jobName), textCell(j.state))
        .arg(j.priority)
        .arg(j.attempts)
        .arg(j.maxAttempts)
        .arg(T0 + j.delay)
        .arg(nullableInt(j.reservedUntil))
        .arg(T0)
        .arg(j.payload.size());
}

// ---------------------------------------------------------------------------
// The failed-jobs fixture: five dead letters at T0 .. T0 + 30, plus three
// live jobs (see buildFailed()). Looked at from T0 + 40.

struct FailedJob
{
    qint64 id;
    const char *uuid;
    const char *queue;
    QByteArray payload;
    const char *exception;
    int attempts;
    qint64 failedAt;
    // By hand:
    const char *jobName;
    const char *exceptionHead;
};

const QList<FailedJob> &failedJobs()
{
    static const QList<FailedJob> jobs = {
        { 1, "u-1", "mail", BYTES("{\"uuid\":\"u-1\",\"displayName\":\"App\\\\Jobs\\\\SendMail\",\"data\":{\"to\":\"a@example.com\"}}"),
            "RuntimeException: boom\n#0 /app/Job.php(12): handle()", 1, T0, "App\\Jobs\\SendMail", "RuntimeException: boom" },
        { 2, "u-2", "mail", BYTES("\xff\x00raw \x80 bytes"), "TimeoutException: took too long", 0, T0 + 10, nullptr,
            "TimeoutException: took too long" },
        { 3, nullptr, "reports",
            BYTES("{\"displayName\":\"App\\\\Jobs\\\\Report\",\"job\":\"Illuminate\\\\Queue\\\\CallQueuedHandler@call\"}"),
            "RuntimeException: disk full\r\n#1 trace line", 0, T0 + 10, "App\\Jobs\\Report", "RuntimeException: disk full" },
        { 4, "u-4", "default", BYTES("{\"displayName\":\"App\\\\Jobs\\\\SendMail\"}"), nullptr, 0, T0 + 20, "App\\Jobs\\SendMail",
            nullptr },
        { 5, "u-5", "reports", BYTES("{\"job\":\"x\"}"), "runtimeexception: lower case 42 of 1234", 0, T0 + 30, nullptr,
            "runtimeexception: lower case 42 of 1234" },
    };
    return jobs;
}

constexpr qint64 kLiveJobsInFailedFixture = 8; // highest job id the fixture creates

QString failedRow(const FailedJob &f)
{
    return QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8")
        .arg(f.id)
        .arg(nullableText(f.uuid), textCell(f.queue), nullableText(f.jobName), nullableText(f.exceptionHead))
        .arg(f.attempts)
        .arg(f.failedAt)
        .arg(f.payload.size());
}

Params failedFilter(const char *queue, const char *name, const char *text, qint64 from, qint64 to, const char *signature = nullptr,
                    const char *payload = nullptr)
{
    return { { "filter_queue", opt(queue) }, { "filter_name", opt(name) }, { "filter_text", opt(text) }, { "filter_signature", opt(signature) },
        { "failed_from", from < 0 ? N() : I(from) }, { "failed_to", to < 0 ? N() : I(to) }, { "filter_payload", opt(payload) } };
}

// Only a payload filter.
Params payloadFilter(const char *payload)
{
    return failedFilter(nullptr, nullptr, nullptr, -1, -1, nullptr, payload);
}

struct FailedCase
{
    const char *name;
    Params filters;
    QList<qint64> expected;
};

const QList<FailedCase> &failedCases()
{
    static const QList<FailedCase> cases = {
        { "no filter", failedFilter(nullptr, nullptr, nullptr, -1, -1), { 1, 2, 3, 4, 5 } },
        { "queue mail", failedFilter("mail", nullptr, nullptr, -1, -1), { 1, 2 } },
        { "queue reports", failedFilter("reports", nullptr, nullptr, -1, -1), { 3, 5 } },
        { "queue is case-sensitive", failedFilter("Mail", nullptr, nullptr, -1, -1), {} },
        { "queue unknown", failedFilter("nosuch", nullptr, nullptr, -1, -1), {} },
        { "name SendMail (non-JSON payload in the table)", failedFilter(nullptr, "App\\Jobs\\SendMail", nullptr, -1, -1), { 1, 4 } },
        { "name Report", failedFilter(nullptr, "App\\Jobs\\Report", nullptr, -1, -1), { 3 } },
        { "name unknown", failedFilter(nullptr, "App\\Jobs\\Nope", nullptr, -1, -1), {} },
        { "text is case-sensitive", failedFilter(nullptr, nullptr, "RuntimeException", -1, -1), { 1, 3 } },
        { "text on a later line of the exception", failedFilter(nullptr, nullptr, "#1 trace", -1, -1), { 3 } },
        { "text unknown", failedFilter(nullptr, nullptr, "zzz", -1, -1), {} },
        { "failed_from is inclusive", failedFilter(nullptr, nullptr, nullptr, T0 + 10, -1), { 2, 3, 4, 5 } },
        { "failed_to is inclusive", failedFilter(nullptr, nullptr, nullptr, -1, T0 + 10), { 1, 2, 3 } },
        { "failed_from and failed_to", failedFilter(nullptr, nullptr, nullptr, T0 + 10, T0 + 20), { 2, 3, 4 } },
        { "a range between failures", failedFilter(nullptr, nullptr, nullptr, T0 + 11, T0 + 19), {} },
        { "queue and text", failedFilter("mail", nullptr, "Timeout", -1, -1), { 2 } },
        { "queue and name", failedFilter("reports", "App\\Jobs\\Report", nullptr, -1, -1), { 3 } },
        { "name and failed_from", failedFilter(nullptr, "App\\Jobs\\SendMail", nullptr, T0 + 20, -1), { 4 } },
        { "every filter", failedFilter("mail", "App\\Jobs\\SendMail", "boom", T0, T0), { 1 } },
        { "signature is the first line", failedFilter(nullptr, nullptr, nullptr, -1, -1, "RuntimeException: boom"), { 1 } },
        { "signature without a line break", failedFilter(nullptr, nullptr, nullptr, -1, -1, "TimeoutException: took too long"), { 2 } },
        { "signature before a CR LF", failedFilter(nullptr, nullptr, nullptr, -1, -1, "RuntimeException: disk full"), { 3 } },
        { "signature folds each run of digits", failedFilter(nullptr, nullptr, nullptr, -1, -1, "runtimeexception: lower case # of #"), { 5 } },
        { "signature with digits matches nothing", failedFilter(nullptr, nullptr, nullptr, -1, -1, "runtimeexception: lower case 42 of 1234"), {} },
        { "signature of the whole exception matches nothing",
            failedFilter(nullptr, nullptr, nullptr, -1, -1, "RuntimeException: boom\n#0 /app/Job.php(12): handle()"), {} },
        { "signature is case-sensitive", failedFilter(nullptr, nullptr, nullptr, -1, -1, "runtimeexception: boom"), {} },
        { "queue and signature", failedFilter("reports", nullptr, nullptr, -1, -1, "RuntimeException: disk full"), { 3 } },
        { "another queue and signature", failedFilter("mail", nullptr, nullptr, -1, -1, "RuntimeException: disk full"), {} },
        { "payload text in JSON", payloadFilter("a@example.com"), { 1 } },
        { "payload is case-sensitive", payloadFilter("SendMail"), { 1, 4 } },
        { "payload is case-sensitive, lower case", payloadFilter("sendmail"), {} },
        { "payload bytes after a NUL", payloadFilter("raw"), { 2 } },
        { "payload needle not UTF-8", payloadFilter("\xff"), { 2 } },
        // instr() on text steps a character at a time, so a needle that starts
        // with a lone continuation byte is never found (documented).
        { "payload needle starting with a continuation byte", payloadFilter("\x80 bytes"), {} },
        { "payload is not the exception", payloadFilter("boom"), {} },
        { "payload and exception text", failedFilter(nullptr, nullptr, "RuntimeException", -1, -1, nullptr, "Report"), { 3 } },
        { "payload and queue", failedFilter("default", nullptr, nullptr, -1, -1, nullptr, "SendMail"), { 4 } },
        { "payload and failed_from", failedFilter(nullptr, nullptr, nullptr, T0 + 5, -1, nullptr, "displayName"), { 3, 4 } },
        { "payload and signature", failedFilter(nullptr, nullptr, nullptr, -1, -1, "RuntimeException: boom", "Report"), {} },
    };
    return cases;
}

Params jobFilter(const char *queue, const char *state, const char *name, const char *text)
{
    return { { "filter_queue", opt(queue) }, { "filter_state", opt(state) }, { "filter_name", opt(name) }, { "filter_text", opt(text) } };
}

Params with(Params p, std::initializer_list<std::pair<std::string, Value>> more)
{
    for (const auto &m : more)
        p.push_back(m);
    return p;
}

} // namespace

// Runs queue.<op> into a new Result named var; an error fails the test.
#define RUN(var, op, ...)                                                                                                                  \
    Result var;                                                                                                                            \
    do {                                                                                                                                   \
        QString runError_;                                                                                                                 \
        if (!call(var, op, __VA_ARGS__, runError_))                                                                                        \
            QFAIL(qPrintable(runError_));                                                                                                  \
    } while (false)

// Runs a fixture step that may fail the test, and stops the test if it did.
#define STEP(x)                                                                                                                            \
    do {                                                                                                                                   \
        x;                                                                                                                                 \
        if (QTest::currentTestFailed())                                                                                                    \
            return;                                                                                                                        \
    } while (false)

class ConformanceQueue : public QObject
{
    Q_OBJECT

    // One harness for the whole run so that coverage() sees every operation
    // run by any test; each test starts with h.reset().
    ContractHarness h;

    bool call(Result &out, const char *op, const Params &params, QString &err)
    {
        try {
            out = h.run("queue", op, params);
            return true;
        } catch (const std::exception &e) {
            err = QStringLiteral("queue.%1 failed: %2").arg(QLatin1String(op), QString::fromUtf8(e.what()));
            return false;
        }
    }

    // Runs an operation that a fixture needs; a failure fails the test
    // (callers use STEP()).
    Result must(const char *op, const Params &params)
    {
        Result r;
        QString err;
        if (!call(r, op, params, err))
            QTest::qFail(qPrintable(err), __FILE__, __LINE__);
        return r;
    }

    qint64 enqueue(const char *queue, const QByteArray &payload, int priority = 0, int delay = 0, int maxAttempts = 25)
    {
        const Result r = must("Enqueue",
            { { "queue", T(queue) }, { "payload", B(payload) }, { "priority", I(priority) }, { "delay", I(delay) },
                { "max_attempts", I(maxAttempts) } });
        return r.rows.size() == 1 ? r.at(0, "id").toInt() : -1;
    }

    // Claims and checks which job came back (0: none).
    void claimExpect(const char *queue, int visibility, qint64 expectedId)
    {
        const Result r = must("Claim", { { "queue", T(queue) }, { "visibility", I(visibility) } });
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(ids(r), expectedId ? QList<qint64> { expectedId } : QList<qint64> {});
    }

    void deadLetter(qint64 id, const char *uuid, const char *exception)
    {
        const Result r = must("DeadLetter", { { "id", I(id) }, { "uuid", opt(uuid) }, { "exception", opt(exception) } });
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.changes, qint64(1));
    }
    // The exception as bytes, embedded NULs included.
    void deadLetter(qint64 id, const char *uuid, const QByteArray &exception)
    {
        const Result r = must("DeadLetter", { { "id", I(id) }, { "uuid", opt(uuid) }, { "exception", T(exception) } });
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(r.changes, qint64(1));
    }

    // Raw read-back, rendered like render().
    QStringList raw(const QByteArray &sql)
    {
        QStringList out;
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(h.db().handle(), sql.constData(), -1, &stmt, nullptr) != SQLITE_OK) {
            QTest::qFail(qPrintable(QStringLiteral("raw SQL failed: %1").arg(QString::fromUtf8(sqlite3_errmsg(h.db().handle())))), __FILE__,
                __LINE__);
            return out;
        }
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            QStringList cells;
            for (int i = 0; i < sqlite3_column_count(stmt); ++i) {
                switch (sqlite3_column_type(stmt, i)) {
                case SQLITE_INTEGER:
                    cells << QString::number(sqlite3_column_int64(stmt, i));
                    break;
                case SQLITE_TEXT:
                    cells << textCell(
                        QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(stmt, i)), sqlite3_column_bytes(stmt, i)));
                    break;
                case SQLITE_BLOB:
                    cells << blobCell(QByteArray(static_cast<const char *>(sqlite3_column_blob(stmt, i)), sqlite3_column_bytes(stmt, i)));
                    break;
                case SQLITE_NULL:
                    cells << QStringLiteral("null");
                    break;
                default:
                    cells << QStringLiteral("real:") + QString::number(sqlite3_column_double(stmt, i));
                }
            }
            out << cells.join(QLatin1Char('|'));
        }
        sqlite3_finalize(stmt);
        return out;
    }

    void exec(const char *sql)
    {
        try {
            h.db().exec(sql);
        } catch (const std::exception &e) {
            QTest::qFail(e.what(), __FILE__, __LINE__);
        }
    }

    // Pages through a keyset operation until a short page; every page must
    // hold at most pageSize rows, in id order (descending for *Before), and
    // every page but the last exactly pageSize.
    QList<qint64> pageThrough(const char *op, bool forward, const Params &filters, qint64 pageSize)
    {
        QList<qint64> all;
        qint64 cursor = forward ? 0 : kLast;
        for (int page = 0; page < 100; ++page) {
            const Result r = must(op, with(filters, { { forward ? "after_id" : "before_id", I(cursor) }, { "page_size", I(pageSize) } }));
            if (QTest::currentTestFailed())
                return all;
            const QList<qint64> got = ids(r);
            if (got.size() > pageSize) {
                QTest::qFail(
                    qPrintable(QStringLiteral("%1 returned %2 rows for page_size %3").arg(QLatin1String(op)).arg(got.size()).arg(pageSize)),
                    __FILE__, __LINE__);
                return all;
            }
            for (qint64 id : got) {
                if (forward ? id <= cursor : id >= cursor) {
                    QTest::qFail(
                        qPrintable(
                            QStringLiteral("%1: id %2 is out of keyset order after cursor %3").arg(QLatin1String(op)).arg(id).arg(cursor)),
                        __FILE__, __LINE__);
                    return all;
                }
                cursor = id;
                all << id;
            }
            if (got.size() < pageSize)
                return all;
        }
        QTest::qFail("paging never ended", __FILE__, __LINE__);
        return all;
    }

    // At T0: the nine jobs of browseJobs(); claims make 3, 4 and 7
    // reserved; the clock ends at T0 + 10.
    void buildBrowseJobs()
    {
        h.reset();
        h.setNow(T0);
        for (const auto &j : browseJobs()) {
            const qint64 id = enqueue(j.queue, j.payload, j.priority, j.delay, j.maxAttempts);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(id, j.id);
        }
        STEP(claimExpect("default", 60, 3));
        STEP(claimExpect("reports", 10, 4));
        STEP(claimExpect("mail", 60, 7));
        h.setNow(T0 + 10);
    }

    // The five dead letters of failedJobs() and three live jobs: 6 (mail,
    // never claimed), 7 (work, reserved_until == now: not reserved) and 8
    // (work, reserved until T0 + 130). The clock ends at T0 + 40.
    void buildFailed()
    {
        h.reset();
        h.setNow(T0);
        const auto &f = failedJobs();
        for (const auto &j : f) {
            const qint64 id = enqueue(j.queue, j.payload);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(id, j.id);
        }
        QCOMPARE(enqueue("mail", "keep"), qint64(6));
        QCOMPARE(enqueue("work", "w1"), qint64(7));
        QCOMPARE(enqueue("work", "w2"), qint64(8));
        STEP(claimExpect("mail", 60, 1)); // failed job 1 has 1 attempt
        STEP(claimExpect("work", 40, 7));
        for (const auto &j : f) {
            h.setNow(j.failedAt);
            STEP(deadLetter(j.id, j.uuid, j.exception));
        }
        STEP(claimExpect("work", 100, 8));
        h.setNow(T0 + 40);
    }

    static void addFailedCaseRows()
    {
        QTest::addColumn<Params>("filters");
        QTest::addColumn<QList<qint64>>("expected");
        for (const auto &c : failedCases())
            QTest::newRow(c.name) << c.filters << c.expected;
    }

    void checkRetried(const QList<qint64> &moved)
    {
        // The new jobs come after the fixture's, in failed-id order, ready now
        // with the defaults.
        QStringList expectedJobs;
        qint64 nextId = kLiveJobsInFailedFixture + 1;
        for (qint64 id : moved) {
            const FailedJob &f = failedJobs().at(id - 1);
            expectedJobs
                << QStringLiteral("%1|%2|%3|0|0|25|%4|null|%4").arg(nextId++).arg(textCell(f.queue), blobCell(f.payload)).arg(h.now());
        }
        QCOMPARE(raw("SELECT id, queue, payload, priority, attempts, max_attempts, available_at, reserved_until, created_at "
                     "FROM askr_jobs WHERE id > 8 ORDER BY id"),
            expectedJobs);
        QCOMPARE(raw("SELECT id, reserved_until, attempts FROM askr_jobs WHERE id <= 8 ORDER BY id"),
            (QStringList { QStringLiteral("6|null|0"), QStringLiteral("7|1040|1"), QStringLiteral("8|1130|1") }));
    }

    QStringList remainingFailed() { return raw("SELECT id FROM askr_failed_jobs ORDER BY id"); }

    static QStringList allFailedExcept(const QList<qint64> &gone)
    {
        QStringList out;
        for (const auto &f : failedJobs())
            if (!gone.contains(f.id))
                out << QString::number(f.id);
        return out;
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void initTestCase() { QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText())); }

    // ---- Enqueue ---------------------------------------------------------

    void enqueue()
    {
        h.reset();
        h.setNow(T0);
        const QByteArray p1 = BYTES("{\"displayName\":\"A\"}");
        const QByteArray p2 = BYTES("\x00\xff\xfe");
        RUN(r1, "Enqueue",
            { { "queue", T("mail") }, { "payload", B(p1) }, { "priority", I(3) }, { "delay", I(0) }, { "max_attempts", I(5) } });
        QCOMPARE(columnsOf(r1), names({ "id" }));
        QCOMPARE(render(r1, { "id" }), QStringList { QStringLiteral("1") });
        h.setNow(T0 + 2);
        RUN(r2, "Enqueue",
            { { "queue", T("default") }, { "payload", B(p2) }, { "priority", I(0) }, { "delay", I(30) }, { "max_attempts", I(25) } });
        QCOMPARE(render(r2, { "id" }), QStringList { QStringLiteral("2") });
        RUN(r3, "Enqueue",
            { { "queue", T("mail") }, { "payload", B("x") }, { "priority", I(-2) }, { "delay", I(0) }, { "max_attempts", I(1) } });
        QCOMPARE(render(r3, { "id" }), QStringList { QStringLiteral("3") });

        // available_at = now + delay; nothing reserved, no attempt, created now.
        QCOMPARE(raw("SELECT id, queue, payload, priority, available_at, reserved_until, attempts, max_attempts, created_at "
                     "FROM askr_jobs ORDER BY id"),
            (QStringList { QStringLiteral("1|'mail'|%1|3|1000|null|0|5|1000").arg(blobCell(p1)),
                QStringLiteral("2|'default'|%1|0|1032|null|0|25|1002").arg(blobCell(p2)),
                QStringLiteral("3|'mail'|x'78'|-2|1002|null|0|1|1002") }));

        // Ids keep growing even after the newest job is gone.
        RUN(ack, "Ack", { { "id", I(3) } });
        RUN(r4, "Enqueue",
            { { "queue", T("mail") }, { "payload", B("y") }, { "priority", I(0) }, { "delay", I(0) }, { "max_attempts", I(25) } });
        QCOMPARE(render(r4, { "id" }), QStringList { QStringLiteral("4") });
    }

    // ---- Claim -------------------------------------------------------------

    void claimAvailableAtGuard_data()
    {
        QTest::addColumn<int>("delay");
        QTest::newRow("no delay") << 0;
        QTest::newRow("1 s") << 1;
        QTest::newRow("10 s") << 10;
        QTest::newRow("a day") << 86400;
    }
    void claimAvailableAtGuard()
    {
        QFETCH(int, delay);
        h.reset();
        h.setNow(T0);
        const qint64 id = enqueue("mail", "job", 0, delay);
        QCOMPARE(id, qint64(1));
        if (delay > 0) {
            h.setNow(T0 + delay - 1);
            STEP(claimExpect("mail", 30, 0));
            // The refused claim changed nothing.
            QCOMPARE(raw("SELECT reserved_until, attempts FROM askr_jobs"), QStringList { QStringLiteral("null|0") });
        }
        h.setNow(T0 + delay); // exactly available_at
        STEP(claimExpect("mail", 30, id));
        QCOMPARE(raw("SELECT reserved_until, attempts FROM askr_jobs"), QStringList { QStringLiteral("%1|1").arg(T0 + delay + 30) });
    }

    void claimReservationGuard_data()
    {
        QTest::addColumn<int>("visibility");
        QTest::newRow("1 s") << 1;
        QTest::newRow("30 s") << 30;
        QTest::newRow("an hour") << 3600;
    }
    void claimReservationGuard()
    {
        QFETCH(int, visibility);
        h.reset();
        h.setNow(T0);
        const qint64 id = enqueue("mail", "job");
        STEP(claimExpect("mail", visibility, id));
        QCOMPARE(raw("SELECT reserved_until, attempts FROM askr_jobs"), QStringList { QStringLiteral("%1|1").arg(T0 + visibility) });
        // Held: nobody else gets it, however often they ask.
        STEP(claimExpect("mail", visibility, 0));
        h.setNow(T0 + visibility - 1);
        STEP(claimExpect("mail", visibility, 0));
        QCOMPARE(raw("SELECT reserved_until, attempts FROM askr_jobs"), QStringList { QStringLiteral("%1|1").arg(T0 + visibility) });
        // Lapsed at exactly reserved_until: delivered again, attempt 2.
        h.setNow(T0 + visibility);
        RUN(again, "Claim", { { "queue", T("mail") }, { "visibility", I(visibility) } });
        QCOMPARE(render(again, { "id", "attempts" }), QStringList { QStringLiteral("%1|2").arg(id) });
        QCOMPARE(raw("SELECT reserved_until, attempts FROM askr_jobs"), QStringList { QStringLiteral("%1|2").arg(T0 + 2 * visibility) });
    }

    void claimOrder_data()
    {
        // Jobs are enqueued in list order (ids 1, 2, ...) at T0 + at[i] with
        // priority[i] and delay[i]; then every job is claimed at T0 + claimAt.
        QTest::addColumn<QList<int>>("at");
        QTest::addColumn<QList<int>>("priority");
        QTest::addColumn<QList<int>>("delay");
        QTest::addColumn<int>("claimAt");
        QTest::addColumn<QList<qint64>>("order");
        QTest::newRow("higher priority first") << QList<int> { 0, 0, 0, 0 } << QList<int> { 0, 5, 2, -3 } << QList<int> { 0, 0, 0, 0 } << 0
                                               << QList<qint64> { 2, 3, 1, 4 };
        QTest::newRow("equal priority: earlier available_at first, not lower id")
            << QList<int> { 0, 5 } << QList<int> { 0, 0 } << QList<int> { 10, 0 } << 10 << QList<qint64> { 2, 1 };
        QTest::newRow("equal priority and available_at: lower id first")
            << QList<int> { 0, 0, 0 } << QList<int> { 1, 1, 1 } << QList<int> { 0, 0, 0 } << 0 << QList<qint64> { 1, 2, 3 };
        QTest::newRow("priority beats available_at")
            << QList<int> { 0, 5 } << QList<int> { 0, 1 } << QList<int> { 0, 0 } << 5 << QList<qint64> { 2, 1 };
        QTest::newRow("available_at across delays")
            << QList<int> { 0, 0, 0 } << QList<int> { 0, 0, 0 } << QList<int> { 20, 10, 15 } << 20 << QList<qint64> { 2, 3, 1 };
        QTest::newRow("all three keys") << QList<int> { 0, 0, 0, 0, 1 } << QList<int> { 2, 2, 3, 2, 2 } << QList<int> { 5, 0, 30, 0, 0 }
                                        << 30 << QList<qint64> { 3, 2, 4, 5, 1 };
    }
    void claimOrder()
    {
        QFETCH(QList<int>, at);
        QFETCH(QList<int>, priority);
        QFETCH(QList<int>, delay);
        QFETCH(int, claimAt);
        QFETCH(QList<qint64>, order);
        h.reset();
        for (int i = 0; i < at.size(); ++i) {
            h.setNow(T0 + at[i]);
            QCOMPARE(enqueue("q", QByteArray::number(i + 1), priority[i], delay[i]), qint64(i + 1));
        }
        h.setNow(T0 + claimAt);
        QList<qint64> got;
        for (int i = 0; i < order.size() + 1; ++i) {
            RUN(r, "Claim", { { "queue", T("q") }, { "visibility", I(60) } });
            QVERIFY2(r.rows.size() <= 1, "a claim returned several jobs");
            if (r.rows.empty())
                break;
            QCOMPARE(r.at(0, "attempts").toInt(), qint64(1));
            got << r.at(0, "id").toInt();
        }
        QCOMPARE(got, order);
        // Each claim took exactly one job: every job is reserved once.
        QCOMPARE(raw(QByteArray("SELECT count(*) FROM askr_jobs WHERE attempts = 1 AND reserved_until = ")
                     + QByteArray::number(T0 + claimAt + 60)),
            QStringList { QString::number(order.size()) });
    }

    void claimOnlyNamedQueue()
    {
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("other", "o1", 9), qint64(1)); // better in every way, but another queue
        QCOMPARE(enqueue("mail", "m1", 0), qint64(2));
        QCOMPARE(enqueue("other", "o2", 9), qint64(3));
        STEP(claimExpect("Mail", 30, 0)); // names are case-sensitive
        STEP(claimExpect("nosuch", 30, 0));
        STEP(claimExpect("mail", 30, 2));
        STEP(claimExpect("mail", 30, 0));
        QCOMPARE(raw("SELECT id, reserved_until, attempts FROM askr_jobs ORDER BY id"),
            (QStringList { QStringLiteral("1|null|0"), QStringLiteral("2|1030|1"), QStringLiteral("3|null|0") }));
    }

    void claimReturns_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::newRow("Laravel JSON") << BYTES("{\"uuid\":\"9f\",\"displayName\":\"App\\\\Jobs\\\\SendMail\",\"data\":{}}");
        QTest::newRow("not UTF-8") << BYTES("\xff\xfe\xfd\x80");
        QTest::newRow("NUL bytes") << BYTES("a\0b\0\0c");
        QTest::newRow("PHP serialized") << BYTES("O:8:\"stdClass\":1:{s:1:\"a\";s:1:\"\0\";}");
        QTest::newRow("empty") << QByteArray("", 0);
    }
    void claimReturns()
    {
        QFETCH(QByteArray, payload);
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("q", "first", 0, 100), qint64(1)); // delayed, so the claim must pick job 2
        QCOMPARE(enqueue("q", payload), qint64(2));
        RUN(r, "Claim", { { "queue", T("q") }, { "visibility", I(45) } });
        QCOMPARE(columnsOf(r), names({ "id", "payload", "attempts" }));
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.at(0, "id").kind(), Value::Integer);
        QCOMPARE(r.at(0, "id").toInt(), qint64(2));
        QCOMPARE(r.at(0, "payload").kind(), Value::Blob);
        QCOMPARE(r.at(0, "payload").toBytes(), payload);
        QCOMPARE(r.at(0, "attempts").kind(), Value::Integer);
        QCOMPARE(r.at(0, "attempts").toInt(), qint64(1));
        QCOMPARE(raw("SELECT id, reserved_until, attempts FROM askr_jobs ORDER BY id"),
            (QStringList { QStringLiteral("1|null|0"), QStringLiteral("2|1045|1") }));
    }

    void claimCountsAttempts()
    {
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("q", "job"), qint64(1));
        QCOMPARE(enqueue("other", "bystander"), qint64(2));
        for (int attempt = 1; attempt <= 3; ++attempt) {
            RUN(r, "Claim", { { "queue", T("q") }, { "visibility", I(10) } });
            QCOMPARE(render(r, { "id", "attempts" }), QStringList { QStringLiteral("1|%1").arg(attempt) });
            QCOMPARE(raw("SELECT attempts FROM askr_jobs WHERE id = 1"), QStringList { QString::number(attempt) });
            if (attempt == 1) {
                h.advance(10); // lapse
            } else {
                RUN(rel, "Release", { { "id", I(1) }, { "backoff", I(0) } }); // a release gives no attempt back
                QCOMPARE(raw("SELECT attempts FROM askr_jobs WHERE id = 1"), QStringList { QString::number(attempt) });
            }
        }
        QCOMPARE(raw("SELECT attempts, reserved_until FROM askr_jobs WHERE id = 2"), QStringList { QStringLiteral("0|null") });
    }

    // ---- Renew, Ack, Release ---------------------------------------------

    void renew_data()
    {
        QTest::addColumn<int>("at"); // seconds after the claims at T0
        QTest::addColumn<qint64>("id"); // 1 and 2 claimed for 30 s, 3 never
        QTest::addColumn<qint64>("changes");
        QTest::addColumn<QStringList>("after"); // id|reserved_until of all three
        QTest::newRow("held: extended from now")
            << 10 << qint64(1) << qint64(1) << QStringList { QStringLiteral("1|1070"), QStringLiteral("2|1030"), QStringLiteral("3|null") };
        QTest::newRow("one second before expiry")
            << 29 << qint64(2) << qint64(1) << QStringList { QStringLiteral("1|1030"), QStringLiteral("2|1089"), QStringLiteral("3|null") };
        QTest::newRow("at expiry: lapsed, unchanged")
            << 30 << qint64(1) << qint64(0) << QStringList { QStringLiteral("1|1030"), QStringLiteral("2|1030"), QStringLiteral("3|null") };
        QTest::newRow("after expiry: unchanged")
            << 45 << qint64(1) << qint64(0) << QStringList { QStringLiteral("1|1030"), QStringLiteral("2|1030"), QStringLiteral("3|null") };
        QTest::newRow("never claimed: unchanged")
            << 10 << qint64(3) << qint64(0) << QStringList { QStringLiteral("1|1030"), QStringLiteral("2|1030"), QStringLiteral("3|null") };
        QTest::newRow("unknown id") << 10 << qint64(99) << qint64(0)
                                    << QStringList { QStringLiteral("1|1030"), QStringLiteral("2|1030"), QStringLiteral("3|null") };
    }
    void renew()
    {
        QFETCH(int, at);
        QFETCH(qint64, id);
        QFETCH(qint64, changes);
        QFETCH(QStringList, after);
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("q", "1"), qint64(1));
        QCOMPARE(enqueue("q", "2"), qint64(2));
        QCOMPARE(enqueue("other", "3"), qint64(3));
        STEP(claimExpect("q", 30, 1));
        STEP(claimExpect("q", 30, 2));
        h.setNow(T0 + at);
        RUN(r, "Renew", { { "id", I(id) }, { "visibility", I(60) } });
        QCOMPARE(r.changes, changes);
        QCOMPARE(raw("SELECT id, reserved_until FROM askr_jobs ORDER BY id"), after);
        QCOMPARE(raw("SELECT group_concat(attempts) FROM askr_jobs"), QStringList { QStringLiteral("'1,1,0'") });
    }

    void ack()
    {
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("q", "1"), qint64(1));
        QCOMPARE(enqueue("q", "2"), qint64(2));
        QCOMPARE(enqueue("q", "3"), qint64(3));
        STEP(claimExpect("q", 30, 1));
        RUN(r1, "Ack", { { "id", I(2) } }); // any state
        QCOMPARE(r1.changes, qint64(1));
        QCOMPARE(raw("SELECT id FROM askr_jobs ORDER BY id"), (QStringList { QStringLiteral("1"), QStringLiteral("3") }));
        RUN(r2, "Ack", { { "id", I(1) } }); // the reserved one
        QCOMPARE(r2.changes, qint64(1));
        QCOMPARE(raw("SELECT id FROM askr_jobs ORDER BY id"), QStringList { QStringLiteral("3") });
        RUN(r3, "Ack", { { "id", I(1) } }); // again: nothing
        QCOMPARE(r3.changes, qint64(0));
        RUN(r4, "Ack", { { "id", I(99) } });
        QCOMPARE(r4.changes, qint64(0));
        QCOMPARE(raw("SELECT id FROM askr_jobs ORDER BY id"), QStringList { QStringLiteral("3") });
    }

    void release_data()
    {
        QTest::addColumn<int>("backoff");
        QTest::newRow("no backoff") << 0;
        QTest::newRow("1 s") << 1;
        QTest::newRow("a minute") << 60;
    }
    void release()
    {
        QFETCH(int, backoff);
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("q", "1"), qint64(1));
        QCOMPARE(enqueue("q", "2"), qint64(2));
        STEP(claimExpect("q", 100, 1));
        STEP(claimExpect("q", 100, 2));
        h.setNow(T0 + 5);
        RUN(r, "Release", { { "id", I(1) }, { "backoff", I(backoff) } });
        QCOMPARE(r.changes, qint64(1));
        QCOMPARE(raw("SELECT id, available_at, reserved_until, attempts FROM askr_jobs ORDER BY id"),
            (QStringList { QStringLiteral("1|%1|null|1").arg(T0 + 5 + backoff), QStringLiteral("2|1000|1100|1") }));
        if (backoff > 0) {
            h.setNow(T0 + 5 + backoff - 1);
            STEP(claimExpect("q", 100, 0));
        }
        h.setNow(T0 + 5 + backoff);
        RUN(again, "Claim", { { "queue", T("q") }, { "visibility", I(100) } });
        QCOMPARE(render(again, { "id", "attempts" }), QStringList { QStringLiteral("1|2") });
        RUN(unknown, "Release", { { "id", I(99) }, { "backoff", I(0) } });
        QCOMPARE(unknown.changes, qint64(0));
    }

    // ---- DeadLetter --------------------------------------------------------

    void deadLetter_data()
    {
        QTest::addColumn<QByteArray>("uuid"); // empty: NULL
        QTest::addColumn<QByteArray>("exception");
        QTest::newRow("uuid and exception") << QByteArray("6f1c-uuid") << QByteArray("RuntimeException: boom\n#0 trace");
        QTest::newRow("null uuid and exception") << QByteArray() << QByteArray();
    }
    void deadLetter()
    {
        QFETCH(QByteArray, uuid);
        QFETCH(QByteArray, exception);
        h.reset();
        h.setNow(T0);
        const QByteArray payload = BYTES("\xff\x00{\"displayName\":\"X\"}");
        QCOMPARE(enqueue("before", "b"), qint64(1));
        QCOMPARE(enqueue("mail", payload), qint64(2));
        QCOMPARE(enqueue("after", "a"), qint64(3));
        STEP(claimExpect("mail", 10, 2));
        h.advance(10);
        STEP(claimExpect("mail", 10, 2)); // attempts 2
        h.setNow(T0 + 50);
        const Value u = uuid.isNull() ? N() : T(uuid);
        const Value e = exception.isNull() ? N() : T(exception);
        RUN(r, "DeadLetter", { { "id", I(2) }, { "uuid", u }, { "exception", e } });
        QCOMPARE(r.changes, qint64(1));
        QCOMPARE(raw("SELECT id, uuid, queue, payload, exception, attempts, failed_at FROM askr_failed_jobs"),
            QStringList { QStringLiteral("1|%1|'mail'|%2|%3|2|1050")
                              .arg(uuid.isNull() ? QStringLiteral("null") : textCell(uuid), blobCell(payload),
                                  exception.isNull() ? QStringLiteral("null") : textCell(exception)) });
        QCOMPARE(raw("SELECT id FROM askr_jobs ORDER BY id"), (QStringList { QStringLiteral("1"), QStringLiteral("3") }));

        // No such job (any more): reports 0 and writes nothing.
        RUN(none, "DeadLetter", { { "id", I(2) }, { "uuid", T("x") }, { "exception", T("y") } });
        QCOMPARE(none.changes, qint64(0));
        RUN(none2, "DeadLetter", { { "id", I(99) }, { "uuid", T("x") }, { "exception", T("y") } });
        QCOMPARE(none2.changes, qint64(0));
        QCOMPARE(raw("SELECT count(*) FROM askr_failed_jobs"), QStringList { QStringLiteral("1") });
        QCOMPARE(raw("SELECT id FROM askr_jobs ORDER BY id"), (QStringList { QStringLiteral("1"), QStringLiteral("3") }));
    }

    void deadLetterIsAtomic_data()
    {
        QTest::addColumn<QByteArray>("trigger");
        QTest::newRow("the insert fails") << QByteArray(
            "CREATE TRIGGER boom BEFORE INSERT ON askr_failed_jobs BEGIN SELECT RAISE(ABORT, 'boom'); END");
        QTest::newRow("the delete fails after the insert")
            << QByteArray("CREATE TRIGGER boom BEFORE DELETE ON askr_jobs BEGIN SELECT RAISE(ABORT, 'boom'); END");
    }
    void deadLetterIsAtomic()
    {
        QFETCH(QByteArray, trigger);
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("mail", "p"), qint64(1));
        STEP(exec(trigger.constData()));
        bool threw = false;
        try {
            h.run("queue", "DeadLetter", { { "id", I(1) }, { "uuid", T("u") }, { "exception", T("e") } });
        } catch (const Error &) {
            threw = true;
        }
        QVERIFY2(threw, "DeadLetter did not report the failure");
        QVERIFY(!h.db().inTransaction());
        QCOMPARE(raw("SELECT id, queue, payload FROM askr_jobs"), QStringList { QStringLiteral("1|'mail'|x'70'") });
        QCOMPARE(raw("SELECT count(*) FROM askr_failed_jobs"), QStringList { QStringLiteral("0") });
    }

    // ---- Sizes -------------------------------------------------------------

    void sizes_data()
    {
        // Built in sizes(): at T0 jobs 1 (a), 2 (a, delay 30), 3 (b); job 1
        // claimed for 20 s. At T0 + 5 job 4 (a); jobs 5 (z), 6 and 7 (a)
        // enqueued and dead-lettered.
        QTest::addColumn<int>("at");
        QTest::addColumn<QStringList>("sizes"); // Size of a, b, z: ready jobs only, as the runtime's size()
        QTest::addColumn<QString>("backlog"); // ready|total|oldest_ready_age
        QTest::addColumn<QStringList>("laravel"); // LaravelSizes a, b, z: pending|delayed|reserved|oldest_pending_created_at
        QTest::addColumn<QStringList>("depths"); // queue|ready|delayed|reserved|failed|oldest_ready_age|oldest_ready_created_at|total
        auto sizes = [](int a) { return QStringList { QString::number(a), QStringLiteral("1"), QStringLiteral("0") }; };
        const QString z = QStringLiteral("'z'|0|0|0|1|0|null|0");
        QTest::newRow("T0+5: one job in each state, the lowest id reserved")
            << 5 << sizes(1) << QStringLiteral("2|4|5")
            << QStringList { QStringLiteral("1|1|1|1005"), QStringLiteral("1|0|0|1000"), QStringLiteral("0|0|0|0") }
            << QStringList { QStringLiteral("'a'|1|1|1|2|0|1005|3"), QStringLiteral("'b'|1|0|0|0|5|1000|1"), z };
        QTest::newRow("T0+19: still reserved") << 19 << sizes(1) << QStringLiteral("2|4|19")
                                               << QStringList { QStringLiteral("1|1|1|1005"), QStringLiteral("1|0|0|1000"),
                                                      QStringLiteral("0|0|0|0") }
                                               << QStringList { QStringLiteral("'a'|1|1|1|2|14|1005|3"),
                                                      QStringLiteral("'b'|1|0|0|0|19|1000|1"), z };
        QTest::newRow("T0+20: reserved_until == now is ready")
            << 20 << sizes(2) << QStringLiteral("3|4|20")
            << QStringList { QStringLiteral("2|1|0|1000"), QStringLiteral("1|0|0|1000"), QStringLiteral("0|0|0|0") }
            << QStringList { QStringLiteral("'a'|2|1|0|2|20|1000|3"), QStringLiteral("'b'|1|0|0|0|20|1000|1"), z };
        QTest::newRow("T0+29: still delayed") << 29 << sizes(2) << QStringLiteral("3|4|29")
                                              << QStringList { QStringLiteral("2|1|0|1000"), QStringLiteral("1|0|0|1000"),
                                                     QStringLiteral("0|0|0|0") }
                                              << QStringList { QStringLiteral("'a'|2|1|0|2|29|1000|3"),
                                                     QStringLiteral("'b'|1|0|0|0|29|1000|1"), z };
        QTest::newRow("T0+30: available_at == now is ready")
            << 30 << sizes(3) << QStringLiteral("4|4|30")
            << QStringList { QStringLiteral("3|0|0|1000"), QStringLiteral("1|0|0|1000"), QStringLiteral("0|0|0|0") }
            << QStringList { QStringLiteral("'a'|3|0|0|2|30|1000|3"), QStringLiteral("'b'|1|0|0|0|30|1000|1"), z };
    }
    void sizes()
    {
        QFETCH(int, at);
        QFETCH(QStringList, sizes);
        QFETCH(QString, backlog);
        QFETCH(QStringList, laravel);
        QFETCH(QStringList, depths);
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("a", "a1"), qint64(1));
        QCOMPARE(enqueue("a", "a2", 0, 30), qint64(2));
        QCOMPARE(enqueue("b", "b1"), qint64(3));
        STEP(claimExpect("a", 20, 1));
        h.setNow(T0 + 5);
        QCOMPARE(enqueue("a", "a3"), qint64(4));
        QCOMPARE(enqueue("z", "z1"), qint64(5));
        QCOMPARE(enqueue("a", "a4"), qint64(6));
        QCOMPARE(enqueue("a", "a5"), qint64(7));
        STEP(deadLetter(5, "u5", "e"));
        STEP(deadLetter(6, "u6", "e"));
        STEP(deadLetter(7, "u7", "e"));
        h.setNow(T0 + at);

        QStringList gotSizes;
        for (const char *q : { "a", "b", "z" }) {
            RUN(s, "Size", { { "queue", T(q) } });
            QCOMPARE(columnsOf(s), names({ "size" }));
            gotSizes << render(s, { "size" });
        }
        QCOMPARE(gotSizes, sizes);

        RUN(b, "Backlog", {});
        QCOMPARE(columnsOf(b), names({ "ready", "total", "oldest_ready_age" }));
        QCOMPARE(render(b, { "ready", "total", "oldest_ready_age" }), QStringList { backlog });

        QStringList gotLaravel;
        for (const char *q : { "a", "b", "z" }) {
            RUN(l, "LaravelSizes", { { "queue", T(q) } });
            QCOMPARE(columnsOf(l), names({ "pending", "delayed", "reserved", "oldest_pending_created_at" }));
            gotLaravel << render(l, { "pending", "delayed", "reserved", "oldest_pending_created_at" });
        }
        QCOMPARE(gotLaravel, laravel);

        RUN(d, "QueueDepths", {});
        QCOMPARE(columnsOf(d),
            names({ "queue", "ready", "delayed", "reserved", "failed", "oldest_ready_age", "oldest_ready_created_at", "total" }));
        QCOMPARE(render(d, { "queue", "ready", "delayed", "reserved", "failed", "oldest_ready_age", "oldest_ready_created_at", "total" }),
            depths);
        for (size_t i = 0; i < d.rows.size(); ++i)
            QCOMPARE(d.at(i, "ready").toInt() + d.at(i, "delayed").toInt() + d.at(i, "reserved").toInt(), d.at(i, "total").toInt());
    }

    void sizesWithNothingReady()
    {
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("a", "r"), qint64(1));
        STEP(claimExpect("a", 100, 1)); // reserved, claimable since T0
        QCOMPARE(enqueue("a", "d", 0, 50), qint64(2));
        h.setNow(T0 + 10);
        RUN(b, "Backlog", {});
        QCOMPARE(render(b, { "ready", "total", "oldest_ready_age" }), QStringList { QStringLiteral("0|2|0") });
        RUN(l, "LaravelSizes", { { "queue", T("a") } });
        QCOMPARE(
            render(l, { "pending", "delayed", "reserved", "oldest_pending_created_at" }), QStringList { QStringLiteral("0|1|1|0") });
        RUN(d, "QueueDepths", {});
        QCOMPARE(render(d, { "queue", "ready", "delayed", "reserved", "failed", "oldest_ready_age", "oldest_ready_created_at", "total" }),
            QStringList { QStringLiteral("'a'|0|1|1|0|0|null|2") });
        RUN(s, "Size", { { "queue", T("a") } });
        QCOMPARE(render(s, { "size" }), QStringList { QStringLiteral("0") }); // one reserved, one delayed: none ready
    }

    // The oldest pending job is the smallest created_at among the ready jobs
    // (the runtime's answer), not the lowest id: they differ once the clock
    // has stepped back. Job 1 (queue a) is enqueued at T0 and ready; job 2
    // is enqueued after the clock stepped back to T0 - 500, in the state
    // the row gives, and the question is asked at T0 + 10.
    void laravelSizesOldestPending_data()
    {
        QTest::addColumn<QByteArray>("queue"); // job 2's
        QTest::addColumn<int>("delay");        // job 2's, from T0 - 500
        QTest::addColumn<int>("visibility");   // claimed at T0 - 500 for this long; 0: not claimed
        QTest::addColumn<QString>("sizes");    // LaravelSizes of a: pending|delayed|reserved|oldest_pending_created_at
        QTest::addColumn<int>("size");         // Size of a
        QTest::newRow("ready, enqueued after the clock stepped back") << QByteArray("a") << 0 << 0 << QStringLiteral("2|0|0|500") << 2;
        QTest::newRow("delayed past now") << QByteArray("a") << 511 << 0 << QStringLiteral("1|1|0|1000") << 1;
        QTest::newRow("available exactly now") << QByteArray("a") << 510 << 0 << QStringLiteral("2|0|0|500") << 2;
        QTest::newRow("reserved past now") << QByteArray("a") << 0 << 511 << QStringLiteral("1|0|1|1000") << 1;
        QTest::newRow("reservation lapsed exactly now") << QByteArray("a") << 0 << 510 << QStringLiteral("2|0|0|500") << 2;
        QTest::newRow("another queue's") << QByteArray("b") << 0 << 0 << QStringLiteral("1|0|0|1000") << 1;
    }
    void laravelSizesOldestPending()
    {
        QFETCH(QByteArray, queue);
        QFETCH(int, delay);
        QFETCH(int, visibility);
        QFETCH(QString, sizes);
        QFETCH(int, size);
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("a", "first"), qint64(1));
        h.setNow(T0 - 500);
        QCOMPARE(enqueue(queue.constData(), "second", 0, delay), qint64(2));
        if (visibility)
            STEP(claimExpect(queue.constData(), visibility, 2));
        h.setNow(T0 + 10);
        RUN(l, "LaravelSizes", { { "queue", T("a") } });
        QCOMPARE(render(l, { "pending", "delayed", "reserved", "oldest_pending_created_at" }), QStringList { sizes });
        RUN(s, "Size", { { "queue", T("a") } });
        QCOMPARE(render(s, { "size" }), QStringList { QString::number(size) });
    }

    void depthsOfReservedJobsWhoseDelayIsAhead()
    {
        // Another runtime may leave available_at ahead on a reserved job:
        // while reserved it is reserved, not delayed; once its reservation
        // ends (reserved_until == now ends it) it is delayed, not ready.
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("a", "held"), qint64(1));
        QCOMPARE(enqueue("a", "lapsing"), qint64(2));
        STEP(claimExpect("a", 100, 1));
        STEP(claimExpect("a", 10, 2));
        STEP(exec("UPDATE askr_jobs SET available_at = 1050"));
        h.setNow(T0 + 10);
        RUN(d, "QueueDepths", {});
        QCOMPARE(render(d, { "queue", "ready", "delayed", "reserved", "failed", "oldest_ready_age", "oldest_ready_created_at", "total" }),
            QStringList { QStringLiteral("'a'|0|1|1|0|0|null|2") });
    }

    // QueueDepths walks the claim index by ranges (never reserved per
    // priority, lapsed reservations, running ones); these fixtures put jobs
    // at the edges of those ranges. Jobs are written raw, at T0 = 1000:
    // "id|queue|priority|available_at|reserved_until|created_at", the values
    // as SQL literals; failed lists the queues of dead letters.
    void depthsByRanges_data()
    {
        QTest::addColumn<QStringList>("jobs");
        QTest::addColumn<QStringList>("failed");
        QTest::addColumn<QStringList>("depths"); // queue|ready|delayed|reserved|failed|oldest_ready_age|oldest_ready_created_at|total
        QTest::newRow("lapsed reservations, ready and delayed")
            << QStringList { QStringLiteral("1|'a'|0|900|990|901"), QStringLiteral("2|'a'|0|1500|999|902"),
                   QStringLiteral("3|'a'|0|900|1000|903"), QStringLiteral("4|'a'|0|900|1001|904"), QStringLiteral("5|'a'|0|800|NULL|905"),
                   QStringLiteral("6|'a'|0|950|1001|906") }
            << QStringList {} << QStringList { QStringLiteral("'a'|3|1|2|0|200|901|6") };
        QTest::newRow("only lapsed reservations")
            << QStringList { QStringLiteral("1|'a'|3|700|990|901"), QStringLiteral("2|'a'|-2|1001|5|902"),
                   QStringLiteral("3|'a'|7|600|999|903") }
            << QStringList {} << QStringList { QStringLiteral("'a'|2|1|0|0|400|901|3") };
        QTest::newRow("NULL and far-future times")
            << QStringList { QStringLiteral("1|'a'|0|9223372036854775807|NULL|901"),
                   QStringLiteral("2|'a'|0|1000|9223372036854775807|902"), QStringLiteral("3|'a'|0|-9000000000|NULL|903"),
                   QStringLiteral("4|'a'|0|1000|-9223372036854775808|904"), QStringLiteral("5|'a'|0|1000|NULL|905"),
                   QStringLiteral("6|'b'|0|9223372036854775807|-9223372036854775808|906") }
            << QStringList {} << QStringList { QStringLiteral("'a'|3|1|1|0|9000001000|903|5"), QStringLiteral("'b'|0|1|0|0|0|null|1") };
        QTest::newRow("times of other types")
            << QStringList { QStringLiteral("1|'a'|0|999.5|NULL|901"), QStringLiteral("2|'a'|0|900|'soon'|902"),
                   QStringLiteral("3|'a'|0|'later'|NULL|903"), QStringLiteral("4|'a'|0|1000.5|NULL|904"),
                   QStringLiteral("5|'a'|0|900|999.5|905") }
            << QStringList {} << QStringList { QStringLiteral("'a'|2|2|1|0|100|901|5") };
        QTest::newRow("mixed priorities: the lowest ready id heads no range")
            << QStringList { QStringLiteral("1|'a'|0|500|NULL|901"), QStringLiteral("2|'b'|5|1200|NULL|902"),
                   QStringLiteral("3|'b'|0|950|NULL|903"), QStringLiteral("4|'b'|-5|990|NULL|904"), QStringLiteral("5|'b'|10|980|NULL|905"),
                   QStringLiteral("6|'b'|0|900|NULL|906"), QStringLiteral("7|'b'|10|800|NULL|907"), QStringLiteral("8|'b'|-5|2000|NULL|908"),
                   QStringLiteral("9|'b'|5|1000|1500|909"), QStringLiteral("10|'b'|10|990|NULL|910") }
            << QStringList {} << QStringList { QStringLiteral("'a'|1|0|0|0|500|901|1"), QStringLiteral("'b'|6|2|1|0|200|903|9") };
        QTest::newRow("a small queue behind a long one")
            << QStringList { QStringLiteral("1|'a'|0|900|NULL|901"), QStringLiteral("2|'a'|0|900|NULL|902"),
                   QStringLiteral("3|'a'|0|900|NULL|903"), QStringLiteral("4|'a'|0|900|NULL|904"), QStringLiteral("5|'a'|0|900|NULL|905"),
                   QStringLiteral("6|'a'|0|900|NULL|906"), QStringLiteral("7|'c'|0|990|NULL|907"), QStringLiteral("8|'c'|0|950|NULL|908"),
                   QStringLiteral("9|'c'|0|1001|NULL|909") }
            << QStringList {} << QStringList { QStringLiteral("'a'|6|0|0|0|100|901|6"), QStringLiteral("'c'|2|1|0|0|50|907|3") };
        QTest::newRow("clock stepped back: first enqueued, not oldest created")
            << QStringList { QStringLiteral("1|'a'|0|990|NULL|990"), QStringLiteral("2|'a'|0|500|NULL|500") } << QStringList {}
            << QStringList { QStringLiteral("'a'|2|0|0|0|500|990|2") };
        QTest::newRow("another queue's older lapsed reservation")
            << QStringList { QStringLiteral("1|'a'|0|600|990|901"), QStringLiteral("2|'b'|0|900|NULL|902") } << QStringList {}
            << QStringList { QStringLiteral("'a'|1|0|0|0|400|901|1"), QStringLiteral("'b'|1|0|0|0|100|902|1") };
        QTest::newRow("the lowest id is a lapsed reservation not due")
            << QStringList { QStringLiteral("1|'a'|0|1500|990|901"), QStringLiteral("2|'a'|0|900|NULL|902") } << QStringList {}
            << QStringList { QStringLiteral("'a'|1|1|0|0|100|902|2") };
        QTest::newRow("the lowest ready id due exactly now")
            << QStringList { QStringLiteral("1|'a'|0|1000|NULL|901"), QStringLiteral("2|'a'|0|900|NULL|902") } << QStringList {}
            << QStringList { QStringLiteral("'a'|2|0|0|0|100|901|2") };
        QTest::newRow("lapsed exactly now, behind another queue")
            << QStringList { QStringLiteral("1|'a'|0|900|NULL|901"), QStringLiteral("2|'a'|0|900|NULL|902"),
                   QStringLiteral("3|'a'|0|900|NULL|903"), QStringLiteral("4|'b'|0|900|1000|904"), QStringLiteral("5|'b'|0|800|NULL|905") }
            << QStringList {} << QStringList { QStringLiteral("'a'|3|0|0|0|100|901|3"), QStringLiteral("'b'|2|0|0|0|200|904|2") };
        QTest::newRow("queues with only dead letters")
            << QStringList { QStringLiteral("1|'b'|0|900|NULL|901"), QStringLiteral("2|'d'|0|900|1500|902") }
            << QStringList { QStringLiteral("a"), QStringLiteral("c"), QStringLiteral("c"), QStringLiteral("d"), QStringLiteral("e") }
            << QStringList { QStringLiteral("'a'|0|0|0|1|0|null|0"), QStringLiteral("'b'|1|0|0|0|100|901|1"),
                   QStringLiteral("'c'|0|0|0|2|0|null|0"), QStringLiteral("'d'|0|0|1|1|0|null|1"), QStringLiteral("'e'|0|0|0|1|0|null|0") };
        QTest::newRow("a running reservation older than every ready job")
            << QStringList { QStringLiteral("1|'a'|0|500|1500|901"), QStringLiteral("2|'a'|0|900|NULL|902") } << QStringList {}
            << QStringList { QStringLiteral("'a'|1|0|1|0|100|902|2") };
        QTest::newRow("only delayed jobs") << QStringList { QStringLiteral("1|'a'|0|1500|NULL|901") } << QStringList {}
                                           << QStringList { QStringLiteral("'a'|0|1|0|0|0|null|1") };
        QTest::newRow("a reservation lapsing exactly now, not due")
            << QStringList { QStringLiteral("1|'a'|0|1500|1000|901") } << QStringList {} << QStringList { QStringLiteral("'a'|0|1|0|0|0|null|1") };
        QTest::newRow("the oldest ready job's reservation lapses exactly now")
            << QStringList { QStringLiteral("1|'a'|0|700|1000|901"), QStringLiteral("2|'a'|0|900|NULL|902") } << QStringList {}
            << QStringList { QStringLiteral("'a'|2|0|0|0|300|901|2") };
        QTest::newRow("only dead letters") << QStringList {} << QStringList { QStringLiteral("z") }
                                           << QStringList { QStringLiteral("'z'|0|0|0|1|0|null|0") };
    }
    void depthsByRanges()
    {
        QFETCH(QStringList, jobs);
        QFETCH(QStringList, failed);
        QFETCH(QStringList, depths);
        h.reset();
        h.setNow(T0);
        for (const QString &j : jobs) {
            const QStringList v = j.split(QLatin1Char('|'));
            STEP(exec(QStringLiteral("INSERT INTO askr_jobs (id, queue, payload, priority, available_at, reserved_until, created_at) "
                                     "VALUES (%1, %2, x'00', %3, %4, %5, %6)")
                          .arg(v[0], v[1], v[2], v[3], v[4], v[5])
                          .toUtf8()
                          .constData()));
        }
        for (const QString &q : failed)
            STEP(exec(QStringLiteral("INSERT INTO askr_failed_jobs (queue, payload, attempts) VALUES ('%1', x'00', 1)").arg(q).toUtf8().constData()));
        RUN(d, "QueueDepths", {});
        QCOMPARE(render(d, { "queue", "ready", "delayed", "reserved", "failed", "oldest_ready_age", "oldest_ready_created_at", "total" }),
            depths);

        // QueueTotals is the sum of those rows (the oldest age their largest),
        // read without grouping the dead letters.
        qint64 sums[5] = {};
        qint64 oldest = 0;
        for (const QString &row : depths) {
            const QStringList v = row.split(QLatin1Char('|'));
            for (int i = 0; i < 4; ++i)
                sums[i] += v[i + 1].toLongLong();
            oldest = std::max(oldest, v[5].toLongLong());
            sums[4] += v[7].toLongLong();
        }
        RUN(t, "QueueTotals", {});
        QCOMPARE(render(t, { "ready", "delayed", "reserved", "failed", "oldest_ready_age", "total" }),
            QStringList { QStringLiteral("%1|%2|%3|%4|%5|%6").arg(sums[0]).arg(sums[1]).arg(sums[2]).arg(sums[3]).arg(oldest).arg(sums[4]) });
    }

    void sizesOfAnEmptyDatabase()
    {
        h.reset();
        h.setNow(T0);
        RUN(b, "Backlog", {});
        QCOMPARE(render(b, { "ready", "total", "oldest_ready_age" }), QStringList { QStringLiteral("0|0|0") });
        RUN(l, "LaravelSizes", { { "queue", T("a") } });
        QCOMPARE(
            render(l, { "pending", "delayed", "reserved", "oldest_pending_created_at" }), QStringList { QStringLiteral("0|0|0|0") });
        RUN(d, "QueueDepths", {});
        QCOMPARE(d.rows.size(), size_t(0));
        RUN(t, "QueueTotals", {});
        QCOMPARE(render(t, { "ready", "delayed", "reserved", "failed", "oldest_ready_age", "total" }), QStringList { QStringLiteral("0|0|0|0|0|0") });
        RUN(s, "Size", { { "queue", T("a") } });
        QCOMPARE(render(s, { "size" }), QStringList { QStringLiteral("0") });
    }

    // ---- Browsing jobs -------------------------------------------------------

    void jobsRows()
    {
        STEP(buildBrowseJobs());
        const auto cols = { "id", "queue", "job_name", "state", "priority", "attempts", "max_attempts", "available_at", "reserved_until",
            "created_at", "payload_size" };
        QStringList expected;
        for (const auto &j : browseJobs())
            expected << browseRow(j);
        const Params none = jobFilter(nullptr, nullptr, nullptr, nullptr);
        RUN(f, "JobsPage", with(none, { { "after_id", I(0) }, { "page_size", I(100) } }));
        QCOMPARE(columnsOf(f), names(cols)); // sizes, never the payload
        QCOMPARE(render(f, cols), expected);
        RUN(b, "JobsPageBefore", with(none, { { "before_id", I(kLast) }, { "page_size", I(100) } }));
        QCOMPARE(columnsOf(b), names(cols));
        std::reverse(expected.begin(), expected.end());
        QCOMPARE(render(b, cols), expected);
    }

    void jobsFilters_data()
    {
        QTest::addColumn<Params>("filters");
        QTest::addColumn<QList<qint64>>("expected");
        const char *send = "App\\Jobs\\SendMail";
        const char *report = "App\\Jobs\\Report";
        QTest::newRow("no filter") << jobFilter(nullptr, nullptr, nullptr, nullptr) << QList<qint64> { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
        QTest::newRow("queue mail") << jobFilter("mail", nullptr, nullptr, nullptr) << QList<qint64> { 1, 2, 7 };
        QTest::newRow("queue default") << jobFilter("default", nullptr, nullptr, nullptr) << QList<qint64> { 3, 5, 8, 9 };
        QTest::newRow("queue unknown") << jobFilter("nosuch", nullptr, nullptr, nullptr) << QList<qint64> {};
        QTest::newRow("state ready (both boundaries)") << jobFilter(nullptr, "ready", nullptr, nullptr) << QList<qint64> { 1, 4, 5, 8, 9 };
        QTest::newRow("state delayed") << jobFilter(nullptr, "delayed", nullptr, nullptr) << QList<qint64> { 2, 6 };
        QTest::newRow("state reserved") << jobFilter(nullptr, "reserved", nullptr, nullptr) << QList<qint64> { 3, 7 };
        QTest::newRow("queue and state") << jobFilter("mail", "ready", nullptr, nullptr) << QList<qint64> { 1 };
        QTest::newRow("queue and state reserved") << jobFilter("default", "reserved", nullptr, nullptr) << QList<qint64> { 3 };
        QTest::newRow("queue and state: reserved_until == now is ready")
            << jobFilter("reports", "ready", nullptr, nullptr) << QList<qint64> { 4 };
        QTest::newRow("queue and state: available_at == now is ready")
            << jobFilter("default", "ready", nullptr, nullptr) << QList<qint64> { 5, 8, 9 };
        QTest::newRow("name SendMail") << jobFilter(nullptr, nullptr, send, nullptr) << QList<qint64> { 1, 2 };
        QTest::newRow("name Report") << jobFilter(nullptr, nullptr, report, nullptr) << QList<qint64> { 4, 7 };
        QTest::newRow("name unknown") << jobFilter(nullptr, nullptr, "App\\Jobs\\Nope", nullptr) << QList<qint64> {};
        QTest::newRow("queue and name") << jobFilter("reports", nullptr, report, nullptr) << QList<qint64> { 4 };
        QTest::newRow("state and name") << jobFilter(nullptr, "reserved", report, nullptr) << QList<qint64> { 7 };
        QTest::newRow("text (binary, after NUL)") << jobFilter(nullptr, nullptr, nullptr, "needle") << QList<qint64> { 1, 3, 7, 8 };
        QTest::newRow("text is case-sensitive") << jobFilter(nullptr, nullptr, nullptr, "Needle") << QList<qint64> { 2 };
        QTest::newRow("text unknown") << jobFilter(nullptr, nullptr, nullptr, "zzz") << QList<qint64> {};
        QTest::newRow("queue and text") << jobFilter("default", nullptr, nullptr, "needle") << QList<qint64> { 3, 8 };
        QTest::newRow("state and text") << jobFilter(nullptr, "ready", nullptr, "needle") << QList<qint64> { 1, 8 };
        QTest::newRow("state and text: available_at == now is ready")
            << jobFilter(nullptr, "ready", nullptr, "not json") << QList<qint64> { 5 };
        QTest::newRow("state and text: reserved_until == now is ready")
            << jobFilter(nullptr, "ready", nullptr, "Report") << QList<qint64> { 4 };
        QTest::newRow("name and text") << jobFilter(nullptr, nullptr, send, "needle") << QList<qint64> { 1 };
        QTest::newRow("every filter") << jobFilter("mail", "reserved", report, "needle") << QList<qint64> { 7 };
    }
    void jobsFilters()
    {
        QFETCH(Params, filters);
        QFETCH(QList<qint64>, expected);
        STEP(buildBrowseJobs());
        RUN(c, "CountJobs", filters);
        QCOMPARE(columnsOf(c), names({ "count", "first_id", "last_id" }));
        QCOMPARE(render(c, { "count" }), QStringList { QString::number(expected.size()) });
        QList<qint64> forward;
        STEP(forward = pageThrough("JobsPage", true, filters, 2));
        QCOMPARE(forward, expected);
        QList<qint64> backward;
        STEP(backward = pageThrough("JobsPageBefore", false, filters, 2));
        QCOMPARE(backward, reversed(expected));
        // The id at each position of the same order, and none past the end.
        QList<qint64> positions;
        for (qint64 offset = 0; offset <= expected.size(); ++offset) {
            RUN(at, "JobIdAt", with(filters, { { "position", I(offset) } }));
            QCOMPARE(columnsOf(at), names({ "id" }));
            positions << ids(at);
        }
        QCOMPARE(positions, expected);
        // One page holding everything: the rows themselves.
        RUN(all, "JobsPage", with(filters, { { "after_id", I(0) }, { "page_size", I(100) } }));
        QStringList rows;
        for (qint64 id : expected)
            rows << browseRow(browseJobs().at(id - 1));
        QCOMPARE(render(all,
                     { "id", "queue", "job_name", "state", "priority", "attempts", "max_attempts", "available_at", "reserved_until",
                         "created_at", "payload_size" }),
            rows);
    }

    void jobsPaging_data()
    {
        QTest::addColumn<qint64>("pageSize");
        for (qint64 n : { 1, 2, 3, 4, 8, 9, 10 })
            QTest::addRow("page size %lld", static_cast<long long>(n)) << n;
    }
    void jobsPaging()
    {
        QFETCH(qint64, pageSize);
        STEP(buildBrowseJobs());
        const Params none = jobFilter(nullptr, nullptr, nullptr, nullptr);
        const QList<qint64> all { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
        QList<qint64> got;
        STEP(got = pageThrough("JobsPage", true, none, pageSize));
        QCOMPARE(got, all);
        STEP(got = pageThrough("JobsPageBefore", false, none, pageSize));
        QCOMPARE(got, reversed(all));
        // Cursors in the middle, and cursors that name no row.
        RUN(after, "JobsPage", with(none, { { "after_id", I(4) }, { "page_size", I(pageSize) } }));
        QCOMPARE(ids(after), QList<qint64>({ 5, 6, 7, 8, 9 }).mid(0, pageSize));
        RUN(before, "JobsPageBefore", with(none, { { "before_id", I(5) }, { "page_size", I(pageSize) } }));
        QCOMPARE(ids(before), QList<qint64>({ 4, 3, 2, 1 }).mid(0, pageSize));
        RUN(end, "JobsPage", with(none, { { "after_id", I(9) }, { "page_size", I(pageSize) } }));
        QCOMPARE(ids(end), QList<qint64> {});
        RUN(start, "JobsPageBefore", with(none, { { "before_id", I(1) }, { "page_size", I(pageSize) } }));
        QCOMPARE(ids(start), QList<qint64> {});
    }

    void jobPayload()
    {
        STEP(buildBrowseJobs());
        for (const auto &j : browseJobs()) {
            RUN(r, "JobPayload", { { "id", I(j.id) } });
            QCOMPARE(columnsOf(r), names({ "payload" }));
            QCOMPARE(r.rows.size(), size_t(1));
            QCOMPARE(r.at(0, "payload").kind(), Value::Blob);
            QCOMPARE(r.at(0, "payload").toBytes(), j.payload);
        }
        RUN(none, "JobPayload", { { "id", I(99) } });
        QCOMPARE(none.rows.size(), size_t(0));
    }

    // ---- Browsing failed jobs ----------------------------------------------

    void failedRows()
    {
        STEP(buildFailed());
        const auto cols = { "id", "uuid", "queue", "job_name", "exception_head", "attempts", "failed_at", "payload_size" };
        QStringList expected;
        for (const auto &f : failedJobs())
            expected << failedRow(f);
        const Params none = failedFilter(nullptr, nullptr, nullptr, -1, -1);
        RUN(f, "FailedPage", with(none, { { "after_id", I(0) }, { "page_size", I(100) } }));
        QCOMPARE(columnsOf(f), names(cols)); // never the payload or the whole exception
        QCOMPARE(render(f, cols), expected);
        RUN(b, "FailedPageBefore", with(none, { { "before_id", I(kLast) }, { "page_size", I(100) } }));
        QCOMPARE(columnsOf(b), names(cols));
        std::reverse(expected.begin(), expected.end());
        QCOMPARE(render(b, cols), expected);
    }

    void exceptionHead_data()
    {
        QTest::addColumn<QByteArray>("exception");
        QTest::addColumn<QString>("head");
        QTest::newRow("one line") << QByteArray("Boom") << QStringLiteral("'Boom'");
        QTest::newRow("LF") << QByteArray("Boom\nat line 2\nat line 3") << QStringLiteral("'Boom'");
        QTest::newRow("CRLF") << QByteArray("Boom\r\nat line 2") << QStringLiteral("'Boom'");
        QTest::newRow("trailing CR on the only line") << QByteArray("Boom\r") << QStringLiteral("'Boom'");
        QTest::newRow("empty first line") << QByteArray("\nsecond") << QStringLiteral("''");
        QTest::newRow("null") << QByteArray() << QStringLiteral("null");
    }
    void exceptionHead()
    {
        QFETCH(QByteArray, exception);
        QFETCH(QString, head);
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("q", "p"), qint64(1));
        RUN(d, "DeadLetter", { { "id", I(1) }, { "uuid", T("u") }, { "exception", exception.isNull() ? N() : T(exception) } });
        QCOMPARE(d.changes, qint64(1));
        const Params none = failedFilter(nullptr, nullptr, nullptr, -1, -1);
        RUN(f, "FailedPage", with(none, { { "after_id", I(0) }, { "page_size", I(10) } }));
        QCOMPARE(render(f, { "exception_head" }), QStringList { head });
        RUN(b, "FailedPageBefore", with(none, { { "before_id", I(kLast) }, { "page_size", I(10) } }));
        QCOMPARE(render(b, { "exception_head" }), QStringList { head });
    }

    void failedFilters_data() { addFailedCaseRows(); }
    void failedFilters()
    {
        QFETCH(Params, filters);
        QFETCH(QList<qint64>, expected);
        STEP(buildFailed());
        RUN(c, "CountFailed", filters);
        QCOMPARE(columnsOf(c), names({ "count", "first_id", "last_id" }));
        QCOMPARE(render(c, { "count" }), QStringList { QString::number(expected.size()) });
        QList<qint64> got;
        STEP(got = pageThrough("FailedPage", true, filters, 2));
        QCOMPARE(got, expected);
        STEP(got = pageThrough("FailedPageBefore", false, filters, 2));
        QCOMPARE(got, reversed(expected));
        QList<qint64> positions;
        for (qint64 offset = 0; offset <= expected.size(); ++offset) {
            RUN(at, "FailedIdAt", with(filters, { { "position", I(offset) } }));
            QCOMPARE(columnsOf(at), names({ "id" }));
            positions << ids(at);
        }
        QCOMPARE(positions, expected);
        RUN(all, "FailedPage", with(filters, { { "after_id", I(0) }, { "page_size", I(100) } }));
        QStringList rows;
        for (qint64 id : expected)
            rows << failedRow(failedJobs().at(id - 1));
        QCOMPARE(render(all, { "id", "uuid", "queue", "job_name", "exception_head", "attempts", "failed_at", "payload_size" }), rows);
    }

    // The payload filter reads a payload's bytes as text whether it is
    // stored as TEXT or as a BLOB, finds a needle after a NUL byte, and
    // takes bytes that are not UTF-8 in the payload and in the needle.
    void failedPayloadFilterTextAndBlob_data()
    {
        QTest::addColumn<QByteArray>("stored"); // typeof the payloads 1 and 2
        QTest::addColumn<QByteArray>("needle");
        QTest::addColumn<QList<qint64>>("expected");
        for (const char *stored : { "blob", "text" }) {
            QTest::addRow("%s: JSON", stored) << QByteArray(stored) << QByteArray("a@example.com") << QList<qint64> { 1 };
            QTest::addRow("%s: after a NUL", stored) << QByteArray(stored) << QByteArray("raw") << QList<qint64> { 2 };
            QTest::addRow("%s: not UTF-8", stored) << QByteArray(stored) << QByteArray("\xff") << QList<qint64> { 2 };
            QTest::addRow("%s: continuation byte inside", stored) << QByteArray(stored) << QByteArray("raw \x80") << QList<qint64> { 2 };
            QTest::addRow("%s: starting with a continuation byte", stored) << QByteArray(stored) << QByteArray("\x80 bytes") << QList<qint64> {};
            QTest::addRow("%s: every payload", stored) << QByteArray(stored) << QByteArray("") << QList<qint64> { 1, 2, 3, 4, 5 };
            QTest::addRow("%s: none", stored) << QByteArray(stored) << QByteArray("\xfe") << QList<qint64> {};
        }
    }
    void failedPayloadFilterTextAndBlob()
    {
        QFETCH(QByteArray, stored);
        QFETCH(QByteArray, needle);
        QFETCH(QList<qint64>, expected);
        STEP(buildFailed());
        if (stored == "text")
            exec("UPDATE askr_failed_jobs SET payload = CAST(payload AS TEXT) WHERE id IN (1, 2)");
        QCOMPARE(raw("SELECT typeof(payload) FROM askr_failed_jobs WHERE id IN (1, 2)"), QStringList({ QStringLiteral("'%1'").arg(QString::fromLatin1(stored)), QStringLiteral("'%1'").arg(QString::fromLatin1(stored)) }));
        const Params filters = failedFilter(nullptr, nullptr, nullptr, -1, -1, nullptr, needle.constData());
        RUN(c, "CountFailed", filters);
        QCOMPARE(render(c, { "count" }), QStringList { QString::number(expected.size()) });
        QList<qint64> got;
        STEP(got = pageThrough("FailedPage", true, filters, 2));
        QCOMPARE(got, expected);
        RUN(preview, "PreviewForgetFailed", filters);
        QCOMPARE(render(preview, { "rows" }), QStringList { QString::number(expected.size()) });
    }

    // JobIdRange and FailedIdRange: the lowest and the highest id present,
    // whatever was deleted before (the far jump's arithmetic rests on them).
    void idRanges_data()
    {
        QTest::addColumn<bool>("withFailed"); // buildFailed() rather than buildBrowseJobs()
        QTest::addColumn<QList<qint64>>("deleted"); // jobs removed with DeleteJob
        QTest::addColumn<QList<qint64>>("forgotten"); // dead letters removed with ForgetFailedIds
        QTest::addColumn<QString>("jobs"); // first_id|last_id
        QTest::addColumn<QString>("failed");
        const QList<qint64> none;
        QTest::newRow("nine jobs, no holes") << false << none << none << QStringLiteral("1|9") << QStringLiteral("null|null");
        QTest::newRow("a hole inside") << false << QList<qint64> { 5 } << none << QStringLiteral("1|9") << QStringLiteral("null|null");
        QTest::newRow("the first deleted") << false << QList<qint64> { 1 } << none << QStringLiteral("2|9") << QStringLiteral("null|null");
        QTest::newRow("the last deleted") << false << QList<qint64> { 9 } << none << QStringLiteral("1|8") << QStringLiteral("null|null");
        QTest::newRow("both ends deleted") << false << QList<qint64> { 1, 2, 9 } << none << QStringLiteral("3|8") << QStringLiteral("null|null");
        QTest::newRow("every job deleted") << false << QList<qint64> { 1, 2, 3, 4, 5, 6, 7, 8, 9 } << none << QStringLiteral("null|null")
                                           << QStringLiteral("null|null");
        QTest::newRow("dead letters 1-5, jobs 6-8") << true << none << none << QStringLiteral("6|8") << QStringLiteral("1|5");
        QTest::newRow("dead letters at both ends forgotten")
            << true << QList<qint64> { 8 } << QList<qint64> { 1, 5 } << QStringLiteral("6|7") << QStringLiteral("2|4");
        QTest::newRow("every dead letter forgotten")
            << true << none << QList<qint64> { 1, 2, 3, 4, 5 } << QStringLiteral("6|8") << QStringLiteral("null|null");
    }
    void idRanges()
    {
        QFETCH(bool, withFailed);
        QFETCH(QList<qint64>, deleted);
        QFETCH(QList<qint64>, forgotten);
        QFETCH(QString, jobs);
        QFETCH(QString, failed);
        if (withFailed)
            STEP(buildFailed());
        else
            STEP(buildBrowseJobs());
        for (qint64 id : deleted) {
            RUN(d, "DeleteJob", { { "id", I(id) } });
            QCOMPARE(d.changes, qint64(1));
        }
        QStringList forget;
        for (qint64 id : forgotten)
            forget << QString::number(id);
        if (!forgotten.isEmpty()) {
            RUN(f, "ForgetFailedIds", { { "ids", T(QByteArray("[" + forget.join(QLatin1Char(',')).toLatin1() + "]")) } });
            QCOMPARE(f.changes, qint64(forgotten.size()));
        }
        RUN(j, "JobIdRange", {});
        QCOMPARE(columnsOf(j), names({ "first_id", "last_id" }));
        QCOMPARE(render(j, { "first_id", "last_id" }), QStringList { jobs });
        RUN(fr, "FailedIdRange", {});
        QCOMPARE(columnsOf(fr), names({ "first_id", "last_id" }));
        QCOMPARE(render(fr, { "first_id", "last_id" }), QStringList { failed });
    }
    void idRangesOfAnEmptyDatabase()
    {
        h.reset();
        RUN(j, "JobIdRange", {});
        QCOMPARE(render(j, { "first_id", "last_id" }), QStringList { QStringLiteral("null|null") });
        RUN(f, "FailedIdRange", {});
        QCOMPARE(render(f, { "first_id", "last_id" }), QStringList { QStringLiteral("null|null") });
    }

    // CountJobs and CountFailed count the table without a WHERE when no
    // filter is set (SQLite's b-tree count) and with one otherwise: the same
    // figures as the filtered count, on an empty database, after deletes, and
    // with filters that are set but empty (a filter, not its absence).
    void counts_data()
    {
        // 0: empty database; 1: buildBrowseJobs(); 2: the same with jobs 2 and 5
        // deleted; 3: every job deleted; 4: buildFailed() (dead letters 1-5,
        // jobs 6-8); 5: the same with dead letters 1 and 5 forgotten; 6: every
        // dead letter forgotten.
        QTest::addColumn<QByteArray>("op");
        QTest::addColumn<int>("fixture");
        QTest::addColumn<Params>("filters");
        QTest::addColumn<qint64>("expected");
        const QByteArray jobs("CountJobs"), failed("CountFailed");
        const Params noJobFilter = jobFilter(nullptr, nullptr, nullptr, nullptr);
        const Params noFailedFilter = failedFilter(nullptr, nullptr, nullptr, -1, -1);
        QTest::newRow("jobs: empty database") << jobs << 0 << noJobFilter << qint64(0);
        QTest::newRow("jobs: empty database, queue") << jobs << 0 << jobFilter("default", nullptr, nullptr, nullptr) << qint64(0);
        QTest::newRow("jobs: empty database, state") << jobs << 0 << jobFilter(nullptr, "ready", nullptr, nullptr) << qint64(0);
        QTest::newRow("jobs: empty database, name") << jobs << 0 << jobFilter(nullptr, nullptr, "App\\Jobs\\Report", nullptr) << qint64(0);
        QTest::newRow("jobs: empty database, text") << jobs << 0 << jobFilter(nullptr, nullptr, nullptr, "needle") << qint64(0);
        QTest::newRow("jobs: no filter, every state") << jobs << 1 << noJobFilter << qint64(9);
        QTest::newRow("jobs: state delayed alone") << jobs << 1 << jobFilter(nullptr, "delayed", nullptr, nullptr) << qint64(2);
        QTest::newRow("jobs: an empty queue is a filter") << jobs << 1 << jobFilter("", nullptr, nullptr, nullptr) << qint64(0);
        QTest::newRow("jobs: an empty state is a filter") << jobs << 1 << jobFilter(nullptr, "", nullptr, nullptr) << qint64(0);
        QTest::newRow("jobs: an empty name is a filter") << jobs << 1 << jobFilter(nullptr, nullptr, "", nullptr) << qint64(0);
        QTest::newRow("jobs: an empty text is a filter (every payload has it)")
            << jobs << 1 << jobFilter(nullptr, nullptr, nullptr, "") << qint64(9);
        QTest::newRow("jobs: queue and an empty text") << jobs << 1 << jobFilter("default", nullptr, nullptr, "") << qint64(4);
        QTest::newRow("jobs: no filter, two deleted") << jobs << 2 << noJobFilter << qint64(7);
        QTest::newRow("jobs: state delayed, one of them deleted") << jobs << 2 << jobFilter(nullptr, "delayed", nullptr, nullptr) << qint64(1);
        QTest::newRow("jobs: queue default, two deleted") << jobs << 2 << jobFilter("default", nullptr, nullptr, nullptr) << qint64(3);
        QTest::newRow("jobs: every job deleted") << jobs << 3 << noJobFilter << qint64(0);
        QTest::newRow("jobs: every job deleted, state") << jobs << 3 << jobFilter(nullptr, "reserved", nullptr, nullptr) << qint64(0);
        QTest::newRow("jobs: dead letters are not jobs") << jobs << 4 << noJobFilter << qint64(3);
        QTest::newRow("failed: empty database") << failed << 0 << noFailedFilter << qint64(0);
        QTest::newRow("failed: empty database, queue") << failed << 0 << failedFilter("mail", nullptr, nullptr, -1, -1) << qint64(0);
        QTest::newRow("failed: empty database, failed_from") << failed << 0 << failedFilter(nullptr, nullptr, nullptr, 0, -1) << qint64(0);
        QTest::newRow("failed: jobs are not dead letters") << failed << 1 << noFailedFilter << qint64(0);
        QTest::newRow("failed: no filter") << failed << 4 << noFailedFilter << qint64(5);
        QTest::newRow("failed: an empty queue is a filter") << failed << 4 << failedFilter("", nullptr, nullptr, -1, -1) << qint64(0);
        QTest::newRow("failed: an empty name is a filter") << failed << 4 << failedFilter(nullptr, "", nullptr, -1, -1) << qint64(0);
        QTest::newRow("failed: an empty text is a filter (not a null exception)")
            << failed << 4 << failedFilter(nullptr, nullptr, "", -1, -1) << qint64(4);
        QTest::newRow("failed: an empty signature is a filter")
            << failed << 4 << failedFilter(nullptr, nullptr, nullptr, -1, -1, "") << qint64(0);
        QTest::newRow("failed: failed_from 0 (every one)") << failed << 4 << failedFilter(nullptr, nullptr, nullptr, 0, -1) << qint64(5);
        QTest::newRow("failed: failed_to before the first") << failed << 4 << failedFilter(nullptr, nullptr, nullptr, -1, T0 - 1) << qint64(0);
        QTest::newRow("failed: failed_to 0") << failed << 4 << failedFilter(nullptr, nullptr, nullptr, -1, 0) << qint64(0);
        QTest::newRow("failed: no filter, two forgotten") << failed << 5 << noFailedFilter << qint64(3);
        QTest::newRow("failed: queue reports, one forgotten") << failed << 5 << failedFilter("reports", nullptr, nullptr, -1, -1) << qint64(1);
        QTest::newRow("failed: every one forgotten") << failed << 6 << noFailedFilter << qint64(0);
        QTest::newRow("failed: every one forgotten, queue") << failed << 6 << failedFilter("mail", nullptr, nullptr, -1, -1) << qint64(0);
    }
    void counts()
    {
        QFETCH(QByteArray, op);
        QFETCH(int, fixture);
        QFETCH(Params, filters);
        QFETCH(qint64, expected);
        QList<qint64> deleted, forgotten;
        if (fixture == 0) {
            h.reset();
            h.setNow(T0);
        } else if (fixture <= 3) {
            STEP(buildBrowseJobs());
            deleted = fixture == 2 ? QList<qint64> { 2, 5 } : fixture == 3 ? QList<qint64> { 1, 2, 3, 4, 5, 6, 7, 8, 9 } : QList<qint64> {};
        } else {
            STEP(buildFailed());
            forgotten = fixture == 5 ? QList<qint64> { 1, 5 } : fixture == 6 ? QList<qint64> { 1, 2, 3, 4, 5 } : QList<qint64> {};
        }
        for (qint64 id : deleted) {
            RUN(d, "DeleteJob", { { "id", I(id) } });
            QCOMPARE(d.changes, qint64(1));
        }
        if (!forgotten.isEmpty()) {
            QStringList forget;
            for (qint64 id : forgotten)
                forget << QString::number(id);
            RUN(f, "ForgetFailedIds", { { "ids", T(QByteArray("[" + forget.join(QLatin1Char(',')).toLatin1() + "]")) } });
            QCOMPARE(f.changes, qint64(forgotten.size()));
        }
        RUN(c, op.constData(), filters);
        QCOMPARE(columnsOf(c), names({ "count", "first_id", "last_id" }));
        QCOMPARE(render(c, { "count" }), QStringList { QString::number(expected) });
        // With the count, whatever the filter, the whole table's id range,
        // as its range operation reads it.
        RUN(range, op == "CountJobs" ? "JobIdRange" : "FailedIdRange", {});
        QCOMPARE(render(c, { "first_id", "last_id" }), render(range, { "first_id", "last_id" }));
        // The fixtures' ends: jobs 1-9 (6-8 beside dead letters 1-5).
        const bool jobs = op == "CountJobs";
        const char *ends = fixture == 0 || (jobs ? fixture == 3 : fixture < 4 || fixture == 6) ? "null|null"
            : jobs                                                                              ? (fixture <= 2 ? "1|9" : "6|8")
            : fixture == 5                                                                      ? "2|4"
                                                                                                : "1|5";
        QCOMPARE(render(c, { "first_id", "last_id" }), QStringList { QString::fromLatin1(ends) });
    }

    // Groups a day and 15 s after T0: failures at T0 and T0 + 10 are a day
    // old, those at T0 + 20 and T0 + 30 from today.
    void failedGroups_data()
    {
        QTest::addColumn<QByteArray>("op");
        QTest::addColumn<qint64>("pageSize");
        QTest::addColumn<QStringList>("expected");
        const QString sendMail = textCell("App\\Jobs\\SendMail"), report = textCell("App\\Jobs\\Report");
        auto row = [](const QString &key, int n, qint64 first, qint64 last, const char *trend) {
            return QStringLiteral("%1|%2|%3|%4|%5").arg(key).arg(n).arg(first).arg(last).arg(textCell(trend));
        };
        QTest::newRow("by job: largest first, then by name (null first)")
            << QByteArray("FailedGroupsByJob") << qint64(10)
            << QStringList { row(QStringLiteral("null"), 2, T0 + 10, T0 + 30, "{\"0\":1,\"1\":1}"),
                   row(sendMail, 2, T0, T0 + 20, "{\"0\":1,\"1\":1}"), row(report, 1, T0 + 10, T0 + 10, "{\"1\":1}") };
        QTest::newRow("by job, page size 2") << QByteArray("FailedGroupsByJob") << qint64(2)
                                             << QStringList { row(QStringLiteral("null"), 2, T0 + 10, T0 + 30, "{\"0\":1,\"1\":1}"),
                                                    row(sendMail, 2, T0, T0 + 20, "{\"0\":1,\"1\":1}") };
        QTest::newRow("by exception: signatures, digits folded")
            << QByteArray("FailedGroupsByException") << qint64(10)
            << QStringList { row(QStringLiteral("null"), 1, T0 + 20, T0 + 20, "{\"0\":1}"),
                   row(textCell("RuntimeException: boom"), 1, T0, T0, "{\"1\":1}"),
                   row(textCell("RuntimeException: disk full"), 1, T0 + 10, T0 + 10, "{\"1\":1}"),
                   row(textCell("TimeoutException: took too long"), 1, T0 + 10, T0 + 10, "{\"1\":1}"),
                   row(textCell("runtimeexception: lower case # of #"), 1, T0 + 30, T0 + 30, "{\"0\":1}") };
        QTest::newRow("by exception, a second timeout: largest first, page size 3")
            << QByteArray("FailedGroupsByException") << qint64(3)
            << QStringList { row(textCell("TimeoutException: took too long"), 2, T0 + 10, T0 + 40, "{\"0\":1,\"1\":1}"),
                   row(QStringLiteral("null"), 1, T0 + 20, T0 + 20, "{\"0\":1}"),
                   row(textCell("RuntimeException: boom"), 1, T0, T0, "{\"1\":1}") };
    }
    void failedGroups()
    {
        QFETCH(QByteArray, op);
        QFETCH(qint64, pageSize);
        QFETCH(QStringList, expected);
        STEP(buildFailed());
        if (QByteArray(QTest::currentDataTag()).contains("a second timeout")) {
            // Job 6 (mail, never claimed) times out too, at T0 + 40.
            STEP(deadLetter(6, "u-6", "TimeoutException: took too long\n#0 {main}"));
        }
        h.setNow(T0 + 86400 + 15);
        RUN(g, op.constData(), with(failedFilter(nullptr, nullptr, nullptr, -1, -1), { { "page_size", I(pageSize) } }));
        QCOMPARE(render(g, { "group_key", "count", "first_failed_at", "last_failed_at", "trend" }), expected);
    }

    // The signature folds numbers, hex ids and quoted values. Dead letter 1
    // has the exception, dead letter 2 its twin (a message that must share
    // the signature) or, without one, an unrelated exception. The group key
    // and every operation that filters by signature must agree.
    void signatures_data()
    {
        QTest::addColumn<QByteArray>("exception");
        QTest::addColumn<bool>("nullException");
        QTest::addColumn<QByteArray>("twin");
        QTest::addColumn<QByteArray>("signature");
        auto add = [](const char *tag, const char *exception, const char *twin, const char *signature) {
            QTest::newRow(tag) << QByteArray(exception ? exception : "") << (exception == nullptr) << QByteArray(twin ? twin : "")
                               << QByteArray(signature ? signature : "");
        };
        add("digits only, as before", "RuntimeException: lower case 42 of 1234", "RuntimeException: lower case 7 of 8",
            "RuntimeException: lower case # of #");
        add("a message of digits only", "42", "1234", "#");
        add("0x values", "InvalidArgumentException: bad pointer 0x7f3a9c", "InvalidArgumentException: bad pointer 0x0",
            "InvalidArgumentException: bad pointer #");
        add("UUIDs, one starting with a letter", "No query results for model [App\\Models\\User] 550e8400-e29b-41d4-a716-446655440000",
            "No query results for model [App\\Models\\User] f47ac10b-58cc-4372-a567-0e02b2c3d479",
            "No query results for model [App\\Models\\User] #");
        add("hashes, letters before the digits", "Object 5f3c9a1bff00e7 not found", "Object deadbeef42 not found", "Object # not found");
        add("hex letters after a number only", "Cache miss 42abc here", "Cache miss 7 here", "Cache miss # here");
        add("words without digits are kept", "Cafe deadbeef face: bad 42 decaf", nullptr, "Cafe deadbeef face: bad # decaf");
        add("hex letters in a longer word are kept", "sha256 of 3days sha512, 3days abc1, 1abc sha2, 1abc def2, x86_64 -5",
            nullptr, "sha# of #days sha#, #days #, # sha#, # #, #_# #");
        add("single-quoted values", "Duplicate entry 'foo@example.com' for key 'users_email_unique'",
            "Duplicate entry 'b@y' for key 'users_email_unique'", "Duplicate entry '?' for key '?'");
        add("double-quoted values", "Connection could not be established with host \"smtp.mailgun.org:587\"",
            "Connection could not be established with host \"10.0.0.1:25\"", "Connection could not be established with host \"?\"");
        add("quotes of both kinds, one inside the other", "a \"mix 'of' quotes\" and 'single \"dq\" inside' end",
            "a \"\" and 'x' end", "a \"?\" and '?' end");
        add("an unclosed single quote", "Unclosed 'value 42", "Unclosed 'value 43", "Unclosed 'value #");
        add("an unclosed double quote", "Unclosed \"value 42 and 'x'", "Unclosed \"value 7 and 'y'", "Unclosed \"value # and '?'");
        add("an apostrophe counts as a quote", "Can't connect to 'db' (111)", nullptr, "Can'?'db' (#)");
        add("only the first line, before a CR LF", "RuntimeException: id 0xff \"k\"\r\n#0 trace 12", "RuntimeException: id 0x1 \"j\"",
            "RuntimeException: id # \"?\"");
        // A NUL is kept: every split of the line (at quotes, at '#') is
        // skipped when it would change nothing, and would cut it there.
        QTest::newRow("a NUL in the line") << BYTES("Bad byte \0 at 42") << false << BYTES("Bad byte \0 at 7") << BYTES("Bad byte \0 at #");
        add("an empty exception", "", nullptr, "");
        add("no exception", nullptr, nullptr, nullptr);
    }
    void signatures()
    {
        QFETCH(QByteArray, exception);
        QFETCH(bool, nullException);
        QFETCH(QByteArray, twin);
        QFETCH(QByteArray, signature);
        const bool hasTwin = !twin.isEmpty();
        const int matching = hasTwin ? 2 : 1;
        auto fixture = [&] {
            h.reset();
            h.setNow(T0);
            QCOMPARE(enqueue("mail", "{}"), qint64(1));
            QCOMPARE(enqueue("mail", "{}"), qint64(2));
            if (nullException)
                STEP(deadLetter(1, "u-1", nullptr));
            else
                STEP(deadLetter(1, "u-1", exception));
            STEP(deadLetter(2, "u-2", hasTwin ? twin : QByteArray("OtherException: nothing alike")));
        };
        STEP(fixture());
        RUN(g, "FailedGroupsByException", with(failedFilter(nullptr, nullptr, nullptr, -1, -1), { { "page_size", I(10) } }));
        const QString key = nullException ? QStringLiteral("null") : textCell(signature);
        QStringList expected { QStringLiteral("%1|%2").arg(key).arg(matching) };
        if (!hasTwin)
            expected << textCell("OtherException: nothing alike") + QStringLiteral("|1");
        QStringList groups = render(g, { "group_key", "count" });
        groups.sort(); // equal counts come by key, and "null" renders unlike a null key sorts
        QStringList sortedExpected = expected;
        sortedExpected.sort();
        QCOMPARE(groups, sortedExpected);
        if (nullException)
            return; // a null filter selects every dead letter; an exception-less one matches no signature
        Params filters = failedFilter(nullptr, nullptr, nullptr, -1, -1, "");
        for (auto &[name, value] : filters)
            if (name == "filter_signature")
                value = T(signature); // bytes, embedded NULs included
        const QList<qint64> ids12 = hasTwin ? QList<qint64> { 1, 2 } : QList<qint64> { 1 };
        RUN(c, "CountFailed", filters);
        QCOMPARE(render(c, { "count" }), QStringList { QString::number(matching) });
        RUN(page, "FailedPage", with(filters, { { "after_id", I(0) }, { "page_size", I(10) } }));
        QCOMPARE(ids(page), ids12);
        RUN(before, "FailedPageBefore", with(filters, { { "before_id", I(100) }, { "page_size", I(10) } }));
        QCOMPARE(ids(before), reversed(ids12));
        RUN(at, "FailedIdAt", with(filters, { { "position", I(matching - 1) } }));
        QCOMPARE(ids(at), QList<qint64> { ids12.last() });
        RUN(byJob, "FailedGroupsByJob", with(filters, { { "page_size", I(10) } }));
        QCOMPARE(render(byJob, { "count" }), QStringList { QString::number(matching) });
        RUN(byException, "FailedGroupsByException", with(filters, { { "page_size", I(10) } }));
        QCOMPARE(render(byException, { "group_key", "count" }), QStringList { expected.first() });
        for (const char *preview : { "PreviewRetryFailed", "PreviewForgetFailed" }) {
            RUN(p, preview, filters);
            QCOMPARE(p.at(0, "rows").toInt(), qint64(matching));
        }
        RUN(kept, "ForgetFailedRows", with(filters, { { "after_id", I(0) }, { "page_size", I(10) } }));
        QCOMPARE(ids(kept), ids12);
        RUN(forget, "ForgetFailed", filters);
        QCOMPARE(forget.changes, qint64(matching));
        STEP(fixture());
        RUN(retry, "RetryFailed", filters);
        QCOMPARE(retry.changes, qint64(matching));
        // Both of its statements select by signature: the jobs it queued
        // again are the dead letters it removed.
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_jobs"), qint64(matching));
        QCOMPARE(h.scalar("SELECT count(*) FROM askr_failed_jobs"), qint64(2 - matching));
    }

    // Both groupings honour the filters: their counts add up to what the
    // filter selects.
    void failedGroupsFiltered_data()
    {
        addFailedCaseRows();
    }
    void failedGroupsFiltered()
    {
        QFETCH(Params, filters);
        QFETCH(QList<qint64>, expected);
        STEP(buildFailed());
        for (const char *op : { "FailedGroupsByJob", "FailedGroupsByException" }) {
            RUN(g, op, with(filters, { { "page_size", I(100) } }));
            qint64 sum = 0;
            for (const auto &r : g.rows)
                sum += r[size_t(g.column("count"))].toInt();
            QCOMPARE(sum, qint64(expected.size()));
        }
    }

    void failedPaging_data()
    {
        QTest::addColumn<qint64>("pageSize");
        for (qint64 n : { 1, 2, 4, 5, 6 })
            QTest::addRow("page size %lld", static_cast<long long>(n)) << n;
    }
    void failedPaging()
    {
        QFETCH(qint64, pageSize);
        STEP(buildFailed());
        const Params none = failedFilter(nullptr, nullptr, nullptr, -1, -1);
        QList<qint64> got;
        STEP(got = pageThrough("FailedPage", true, none, pageSize));
        QCOMPARE(got, (QList<qint64> { 1, 2, 3, 4, 5 }));
        STEP(got = pageThrough("FailedPageBefore", false, none, pageSize));
        QCOMPARE(got, (QList<qint64> { 5, 4, 3, 2, 1 }));
        RUN(after, "FailedPage", with(none, { { "after_id", I(2) }, { "page_size", I(pageSize) } }));
        QCOMPARE(ids(after), QList<qint64>({ 3, 4, 5 }).mid(0, pageSize));
        RUN(before, "FailedPageBefore", with(none, { { "before_id", I(4) }, { "page_size", I(pageSize) } }));
        QCOMPARE(ids(before), QList<qint64>({ 3, 2, 1 }).mid(0, pageSize));
    }

    void failedDetail()
    {
        STEP(buildFailed());
        for (const auto &f : failedJobs()) {
            RUN(r, "FailedDetail", { { "id", I(f.id) } });
            QCOMPARE(columnsOf(r), names({ "id", "uuid", "queue", "payload", "exception", "attempts", "failed_at" }));
            QCOMPARE(render(r, { "id", "uuid", "queue", "payload", "exception", "attempts", "failed_at" }),
                QStringList { QStringLiteral("%1|%2|%3|%4|%5|%6|%7")
                                  .arg(f.id)
                                  .arg(nullableText(f.uuid), textCell(f.queue), blobCell(f.payload), nullableText(f.exception))
                                  .arg(f.attempts)
                                  .arg(f.failedAt) });
        }
        RUN(none, "FailedDetail", { { "id", I(99) } });
        QCOMPARE(none.rows.size(), size_t(0));
    }

    // ---- Retrying and forgetting failed jobs ---------------------------------

    void retryFailed_data() { addFailedCaseRows(); }
    void retryFailed()
    {
        QFETCH(Params, filters);
        QFETCH(QList<qint64>, expected);
        STEP(buildFailed());
        RUN(p, "PreviewRetryFailed", filters);
        QCOMPARE(render(p, { "rows" }), QStringList { QString::number(expected.size()) });
        RUN(r, "RetryFailed", filters);
        QCOMPARE(r.changes, qint64(expected.size()));
        QCOMPARE(remainingFailed(), allFailedExcept(expected));
        checkRetried(expected);
    }

    void retryFailedIds_data()
    {
        QTest::addColumn<QByteArray>("idList");
        QTest::addColumn<QList<qint64>>("expected");
        QTest::newRow("some, one gone") << QByteArray("[1,3,99]") << QList<qint64> { 1, 3 };
        QTest::newRow("out of order: moved in failed-id order") << QByteArray("[5,2,4]") << QList<qint64> { 2, 4, 5 };
        QTest::newRow("one") << QByteArray("[4]") << QList<qint64> { 4 };
        QTest::newRow("repeated") << QByteArray("[2,2]") << QList<qint64> { 2 };
        QTest::newRow("all") << QByteArray("[1,2,3,4,5]") << QList<qint64> { 1, 2, 3, 4, 5 };
        QTest::newRow("none") << QByteArray("[]") << QList<qint64> {};
        QTest::newRow("only unknown") << QByteArray("[6,7,8]") << QList<qint64> {};
    }
    void retryFailedIds()
    {
        QFETCH(QByteArray, idList);
        QFETCH(QList<qint64>, expected);
        STEP(buildFailed());
        RUN(p, "PreviewRetryFailedIds", { { "ids", T(idList) } });
        QCOMPARE(render(p, { "rows" }), QStringList { QString::number(expected.size()) });
        RUN(r, "RetryFailedIds", { { "ids", T(idList) } });
        QCOMPARE(r.changes, qint64(expected.size()));
        QCOMPARE(remainingFailed(), allFailedExcept(expected));
        checkRetried(expected);
    }

    void retryIsAtomic_data()
    {
        QTest::addColumn<QByteArray>("op");
        QTest::addColumn<Params>("params");
        QTest::addColumn<QByteArray>("trigger");
        // The fixture holds 3 live jobs: the first insert passes, the second fails.
        const QByteArray failInsert("CREATE TRIGGER boom BEFORE INSERT ON askr_jobs WHEN (SELECT count(*) FROM askr_jobs) > 3 BEGIN SELECT "
                                    "RAISE(ABORT, 'boom'); END");
        const QByteArray failDelete(
            "CREATE TRIGGER boom BEFORE DELETE ON askr_failed_jobs WHEN OLD.id = 4 BEGIN SELECT RAISE(ABORT, 'boom'); END");
        const Params all = failedFilter(nullptr, nullptr, nullptr, -1, -1);
        const Params someIds { { "ids", T("[1,2,4]") } };
        QTest::newRow("RetryFailed, the second insert fails") << QByteArray("RetryFailed") << all << failInsert;
        QTest::newRow("RetryFailed, a delete fails") << QByteArray("RetryFailed") << all << failDelete;
        QTest::newRow("RetryFailedIds, the second insert fails") << QByteArray("RetryFailedIds") << someIds << failInsert;
        QTest::newRow("RetryFailedIds, a delete fails") << QByteArray("RetryFailedIds") << someIds << failDelete;
    }
    void retryIsAtomic()
    {
        QFETCH(QByteArray, op);
        QFETCH(Params, params);
        QFETCH(QByteArray, trigger);
        STEP(buildFailed());
        STEP(exec(trigger.constData()));
        bool threw = false;
        try {
            h.run("queue", op.toStdString(), params);
        } catch (const Error &) {
            threw = true;
        }
        QVERIFY2(threw, "the move did not report the failure");
        QVERIFY(!h.db().inTransaction());
        QCOMPARE(remainingFailed(), allFailedExcept({}));
        QCOMPARE(
            raw("SELECT id FROM askr_jobs ORDER BY id"), (QStringList { QStringLiteral("6"), QStringLiteral("7"), QStringLiteral("8") }));
    }

    void forgetFailed_data() { addFailedCaseRows(); }
    void forgetFailed()
    {
        QFETCH(Params, filters);
        QFETCH(QList<qint64>, expected);
        STEP(buildFailed());
        RUN(p, "PreviewForgetFailed", filters);
        QCOMPARE(render(p, { "rows" }), QStringList { QString::number(expected.size()) });
        RUN(r, "ForgetFailed", filters);
        QCOMPARE(r.changes, qint64(expected.size()));
        QCOMPARE(remainingFailed(), allFailedExcept(expected));
        QCOMPARE(
            raw("SELECT id FROM askr_jobs ORDER BY id"), (QStringList { QStringLiteral("6"), QStringLiteral("7"), QStringLiteral("8") }));
    }

    void forgetFailedIds_data()
    {
        QTest::addColumn<QByteArray>("idList");
        QTest::addColumn<QList<qint64>>("expected");
        QTest::newRow("some, one gone") << QByteArray("[1,3,99]") << QList<qint64> { 1, 3 };
        QTest::newRow("one") << QByteArray("[5]") << QList<qint64> { 5 };
        QTest::newRow("repeated") << QByteArray("[2,2]") << QList<qint64> { 2 };
        QTest::newRow("none") << QByteArray("[]") << QList<qint64> {};
    }
    void forgetFailedIds()
    {
        QFETCH(QByteArray, idList);
        QFETCH(QList<qint64>, expected);
        STEP(buildFailed());
        RUN(p, "PreviewForgetFailedIds", { { "ids", T(idList) } });
        QCOMPARE(render(p, { "rows" }), QStringList { QString::number(expected.size()) });
        RUN(r, "ForgetFailedIds", { { "ids", T(idList) } });
        QCOMPARE(r.changes, qint64(expected.size()));
        QCOMPARE(remainingFailed(), allFailedExcept(expected));
        QCOMPARE(raw("SELECT count(*) FROM askr_jobs"), QStringList { QStringLiteral("3") });
    }

    // ---- Keeping and restoring dead letters --------------------------------

    // Pages op (ForgetFailedRows or ForgetFailedIdsRows) two rows at a time
    // and checks each page against the rows of expected, whole and typed.
    void checkKeptPages(const char *op, const Params &selection, const QList<qint64> &expected)
    {
        const QByteArray columns("id, uuid, queue, payload, exception, attempts, failed_at");
        qint64 after = 0;
        for (qsizetype at = 0;; at += 2) {
            RUN(page, op, with(selection, { { "after_id", I(after) }, { "page_size", I(2) } }));
            QCOMPARE(columnsOf(page), names({ "id", "uuid", "queue", "payload", "exception", "attempts", "failed_at" }));
            const QList<qint64> want = expected.mid(at, 2);
            QStringList wantIds;
            for (qint64 id : want)
                wantIds << QString::number(id);
            const QStringList rows = want.isEmpty()
                ? QStringList {}
                : raw("SELECT " + columns + " FROM askr_failed_jobs WHERE id IN (" + wantIds.join(QLatin1Char(',')).toLatin1() + ") ORDER BY id");
            QCOMPARE(render(page, { "id", "uuid", "queue", "payload", "exception", "attempts", "failed_at" }), rows);
            if (want.isEmpty())
                break;
            after = want.last();
        }
    }

    void forgetFailedRows_data() { addFailedCaseRows(); }
    void forgetFailedRows()
    {
        QFETCH(Params, filters);
        QFETCH(QList<qint64>, expected);
        STEP(buildFailed());
        STEP(checkKeptPages("ForgetFailedRows", filters, expected));
        // Exactly the rows ForgetFailed then deletes.
        RUN(r, "ForgetFailed", filters);
        QCOMPARE(r.changes, qint64(expected.size()));
        QCOMPARE(remainingFailed(), allFailedExcept(expected));
    }

    void forgetFailedIdsRows_data()
    {
        QTest::addColumn<QByteArray>("idList");
        QTest::addColumn<QList<qint64>>("expected");
        QTest::newRow("some, one gone") << QByteArray("[1,3,99]") << QList<qint64> { 1, 3 };
        QTest::newRow("all, unordered") << QByteArray("[5,2,4,1,3]") << QList<qint64> { 1, 2, 3, 4, 5 };
        QTest::newRow("repeated") << QByteArray("[2,2]") << QList<qint64> { 2 };
        QTest::newRow("none") << QByteArray("[]") << QList<qint64> {};
    }
    void forgetFailedIdsRows()
    {
        QFETCH(QByteArray, idList);
        QFETCH(QList<qint64>, expected);
        STEP(buildFailed());
        STEP(checkKeptPages("ForgetFailedIdsRows", { { "ids", T(idList) } }, expected));
        RUN(r, "ForgetFailedIds", { { "ids", T(idList) } });
        QCOMPARE(r.changes, qint64(expected.size()));
    }

    void keptRowsKeepStorageClass()
    {
        STEP(buildFailed());
        exec("UPDATE askr_failed_jobs SET payload = CAST(payload AS TEXT) WHERE id = 1");
        RUN(page, "ForgetFailedIdsRows", { { "ids", T("[1,2]") }, { "after_id", I(0) }, { "page_size", I(10) } });
        QCOMPARE(page.rows.size(), size_t(2));
        QCOMPARE(page.at(0, "payload").kind(), Value::Text);
        QCOMPARE(page.at(1, "payload").kind(), Value::Blob);
        QCOMPARE(page.at(1, "payload").toBytes(), failedJobs().at(1).payload);
    }

    void restoreFailed_data()
    {
        QTest::addColumn<QByteArray>("uuid"); // empty: null
        QTest::addColumn<bool>("asText");
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<qint64>("changes");
        QTest::newRow("new uuid, BLOB") << QByteArray("u-9") << false << BYTES("\x00\xff{\"a\":1}") << qint64(1);
        QTest::newRow("new uuid, TEXT") << QByteArray("u-9") << true << BYTES("{\"a\":\"\xc3\xa9\"}\x00\xfe tail") << qint64(1);
        QTest::newRow("uuid present") << QByteArray("u-2") << true << QByteArray("x") << qint64(0);
        QTest::newRow("uuid present, BLOB") << QByteArray("u-5") << false << QByteArray("x") << qint64(0);
        QTest::newRow("null uuid, one without already there") << QByteArray() << false << QByteArray("y") << qint64(1);
    }
    void restoreFailed()
    {
        QFETCH(QByteArray, uuid);
        QFETCH(bool, asText);
        QFETCH(QByteArray, payload);
        QFETCH(qint64, changes);
        STEP(buildFailed());
        RUN(r, "RestoreFailed",
            { { "uuid", uuid.isEmpty() ? N() : T(uuid) }, { "queue", T("mail") }, { "payload", B(payload) }, { "payload_text", I(asText) },
                { "exception", T("RuntimeException: again\n#0 x") }, { "attempts", I(7) }, { "failed_at", I(T0 - 5) } });
        QCOMPARE(r.changes, changes);
        const QStringList added = raw("SELECT id, uuid, queue, payload, exception, attempts, failed_at FROM askr_failed_jobs WHERE id > 5");
        if (!changes) {
            QCOMPARE(added, QStringList {});
            return;
        }
        QCOMPARE(added,
            QStringList { QStringLiteral("6|%1|'mail'|%2|%3|7|%4")
                              .arg(uuid.isEmpty() ? QStringLiteral("null") : textCell(uuid), asText ? textCell(payload) : blobCell(payload),
                                  textCell("RuntimeException: again\n#0 x"))
                              .arg(T0 - 5) });
        QCOMPARE(remainingFailed().size(), 6);
    }

    void previewRestoreFailed_data()
    {
        QTest::addColumn<QByteArray>("uuids");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("none") << QByteArray("[]") << qint64(0);
        QTest::newRow("new") << QByteArray("[\"u-7\",\"u-8\"]") << qint64(2);
        QTest::newRow("present") << QByteArray("[\"u-1\",\"u-5\"]") << qint64(0);
        QTest::newRow("mixed") << QByteArray("[\"u-1\",\"u-7\",null]") << qint64(2);
        QTest::newRow("nulls") << QByteArray("[null,null]") << qint64(2);
        QTest::newRow("a new uuid twice") << QByteArray("[\"u-7\",\"u-7\",\"u-2\"]") << qint64(1);
    }
    void previewRestoreFailed()
    {
        QFETCH(QByteArray, uuids);
        QFETCH(qint64, expected);
        STEP(buildFailed());
        RUN(p, "PreviewRestoreFailed", { { "uuids", T(uuids) } });
        QCOMPARE(columnsOf(p), names({ "rows" }));
        QCOMPARE(p.at(0, "rows").toInt(), expected);
        // Restoring each of them, in order, changes exactly that many.
        qint64 restored = 0;
        for (const QByteArray &item : uuids.mid(1, uuids.size() - 2).split(',')) {
            if (item.isEmpty())
                continue;
            const Value uuid = item == "null" ? N() : T(item.mid(1, item.size() - 2));
            RUN(r, "RestoreFailed",
                { { "uuid", uuid }, { "queue", T("mail") }, { "payload", B("p") }, { "payload_text", I(0) }, { "exception", N() },
                    { "attempts", I(1) }, { "failed_at", I(T0) } });
            restored += r.changes;
        }
        QCOMPARE(restored, expected);
    }

    void flushFailed()
    {
        STEP(buildFailed());
        RUN(p, "PreviewFlushFailed", {});
        QCOMPARE(render(p, { "rows" }), QStringList { QStringLiteral("5") });
        RUN(r, "FlushFailed", {});
        QCOMPARE(r.changes, qint64(5));
        QCOMPARE(remainingFailed(), QStringList {});
        QCOMPARE(raw("SELECT count(*) FROM askr_jobs"), QStringList { QStringLiteral("3") });
        RUN(p2, "PreviewFlushFailed", {});
        QCOMPARE(render(p2, { "rows" }), QStringList { QStringLiteral("0") });
        RUN(r2, "FlushFailed", {});
        QCOMPARE(r2.changes, qint64(0));
    }

    // ---- Acting on live jobs -------------------------------------------------

    void releaseReservation_data()
    {
        // The failed fixture's live jobs at T0 + 40: 6 never claimed, 7
        // reserved_until == now (lapsed), 8 reserved until T0 + 130.
        QTest::addColumn<qint64>("id");
        QTest::addColumn<qint64>("changes");
        QTest::addColumn<QStringList>("after"); // id|available_at|reserved_until|attempts
        const QString six = QStringLiteral("6|1000|null|0");
        const QString seven = QStringLiteral("7|1000|1040|1");
        const QString eight = QStringLiteral("8|1000|1130|1");
        QTest::newRow("reserved: cleared, attempt kept")
            << qint64(8) << qint64(1) << QStringList { six, seven, QStringLiteral("8|1000|null|1") };
        QTest::newRow("reservation lapsed at now") << qint64(7) << qint64(0) << QStringList { six, seven, eight };
        QTest::newRow("never reserved") << qint64(6) << qint64(0) << QStringList { six, seven, eight };
        QTest::newRow("unknown id") << qint64(99) << qint64(0) << QStringList { six, seven, eight };
    }
    void releaseReservation()
    {
        QFETCH(qint64, id);
        QFETCH(qint64, changes);
        QFETCH(QStringList, after);
        STEP(buildFailed());
        RUN(p, "PreviewReleaseReservation", { { "id", I(id) } });
        QCOMPARE(render(p, { "rows" }), QStringList { QString::number(changes) });
        RUN(r, "ReleaseReservation", { { "id", I(id) } });
        QCOMPARE(r.changes, changes);
        QCOMPARE(raw("SELECT id, available_at, reserved_until, attempts FROM askr_jobs ORDER BY id"), after);
    }

    void releaseReservationKeepsDelay()
    {
        // A reserved job whose available_at is ahead (possible in a database
        // another runtime wrote) stays delayed once released.
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("q", "p"), qint64(1));
        STEP(claimExpect("q", 100, 1));
        STEP(exec("UPDATE askr_jobs SET available_at = 1050 WHERE id = 1"));
        h.setNow(T0 + 10);
        RUN(r, "ReleaseReservation", { { "id", I(1) } });
        QCOMPARE(r.changes, qint64(1));
        QCOMPARE(raw("SELECT available_at, reserved_until, attempts FROM askr_jobs"), QStringList { QStringLiteral("1050|null|1") });
        STEP(claimExpect("q", 100, 0));
        h.setNow(T0 + 50);
        RUN(c, "Claim", { { "queue", T("q") }, { "visibility", I(100) } });
        QCOMPARE(render(c, { "id", "attempts" }), QStringList { QStringLiteral("1|2") });
    }

    void deleteJob_data()
    {
        QTest::addColumn<qint64>("id");
        QTest::addColumn<qint64>("changes");
        QTest::addColumn<QStringList>("left");
        QTest::newRow("ready") << qint64(6) << qint64(1) << QStringList { QStringLiteral("7"), QStringLiteral("8") };
        QTest::newRow("lapsed reservation") << qint64(7) << qint64(1) << QStringList { QStringLiteral("6"), QStringLiteral("8") };
        QTest::newRow("reserved") << qint64(8) << qint64(1) << QStringList { QStringLiteral("6"), QStringLiteral("7") };
        QTest::newRow("unknown") << qint64(99) << qint64(0)
                                 << QStringList { QStringLiteral("6"), QStringLiteral("7"), QStringLiteral("8") };
    }
    void deleteJob()
    {
        QFETCH(qint64, id);
        QFETCH(qint64, changes);
        QFETCH(QStringList, left);
        STEP(buildFailed());
        RUN(p, "PreviewDeleteJob", { { "id", I(id) } });
        QCOMPARE(render(p, { "rows" }), QStringList { QString::number(changes) });
        RUN(r, "DeleteJob", { { "id", I(id) } });
        QCOMPARE(r.changes, changes);
        QCOMPARE(raw("SELECT id FROM askr_jobs ORDER BY id"), left);
        QCOMPARE(raw("SELECT count(*) FROM askr_failed_jobs"), QStringList { QStringLiteral("5") });
    }

    void deleteDelayedJob()
    {
        STEP(buildBrowseJobs());
        RUN(p, "PreviewDeleteJob", { { "id", I(2) } }); // delayed
        QCOMPARE(render(p, { "rows" }), QStringList { QStringLiteral("1") });
        RUN(r, "DeleteJob", { { "id", I(2) } });
        QCOMPARE(r.changes, qint64(1));
        QCOMPARE(raw("SELECT group_concat(id) FROM (SELECT id FROM askr_jobs ORDER BY id)"),
            QStringList { QStringLiteral("'1,3,4,5,6,7,8,9'") });
    }

    // ---- Previews: each reports exactly what its operation then changes -----

    void previews_data()
    {
        QTest::addColumn<QByteArray>("preview");
        QTest::addColumn<QByteArray>("op");
        QTest::addColumn<Params>("params");
        QTest::addColumn<qint64>("expected");
        QTest::addColumn<QByteArray>("effect"); // a count that the operation changes
        QTest::addColumn<qint64>("effectAfter");
        const QByteArray failed("SELECT count(*) FROM askr_failed_jobs");
        const QByteArray jobs("SELECT count(*) FROM askr_jobs");
        const QByteArray unreserved("SELECT count(*) FROM askr_jobs WHERE reserved_until IS NULL");
        for (const auto &c : failedCases()) {
            const qint64 n = c.expected.size();
            QTest::addRow("RetryFailed: %s", c.name)
                << QByteArray("PreviewRetryFailed") << QByteArray("RetryFailed") << c.filters << n << jobs << 3 + n;
            QTest::addRow("ForgetFailed: %s", c.name)
                << QByteArray("PreviewForgetFailed") << QByteArray("ForgetFailed") << c.filters << n << failed << 5 - n;
        }
        for (const auto &[list, n] :
            std::initializer_list<std::pair<const char *, qint64>> { { "[1,3,99]", 2 }, { "[]", 0 }, { "[5,5]", 1 }, { "[9]", 0 } }) {
            const Params p { { "ids", T(list) } };
            QTest::addRow("RetryFailedIds %s", list)
                << QByteArray("PreviewRetryFailedIds") << QByteArray("RetryFailedIds") << p << n << failed << 5 - n;
            QTest::addRow("ForgetFailedIds %s", list)
                << QByteArray("PreviewForgetFailedIds") << QByteArray("ForgetFailedIds") << p << n << failed << 5 - n;
        }
        QTest::newRow("FlushFailed") << QByteArray("PreviewFlushFailed") << QByteArray("FlushFailed") << Params {} << qint64(5) << failed
                                     << qint64(0);
        for (const auto &[id, n] : std::initializer_list<std::pair<qint64, qint64>> { { 8, 1 }, { 7, 0 }, { 6, 0 }, { 99, 0 } }) {
            const Params p { { "id", I(id) } };
            QTest::addRow("ReleaseReservation %lld", static_cast<long long>(id))
                << QByteArray("PreviewReleaseReservation") << QByteArray("ReleaseReservation") << p << n << unreserved << 1 + n;
        }
        for (const auto &[list, n] : std::initializer_list<std::pair<const char *, qint64>> {
                 { "[8]", 1 }, { "[6,7,8,99]", 1 }, { "[7]", 0 }, { "[6]", 0 }, { "[]", 0 } }) {
            const Params p { { "ids", T(list) } };
            QTest::addRow("ReleaseReservationIds %s", list)
                << QByteArray("PreviewReleaseReservationIds") << QByteArray("ReleaseReservationIds") << p << n << unreserved << 1 + n;
        }
        // Only job 8 is reserved now (job 7's reservation lapsed); the
        // filters as JobsPage takes them.
        struct Matching {
            const char *name;
            Value queue, jobName, text;
            qint64 n;
        };
        for (const auto &m : std::initializer_list<Matching> { { "all", N(), N(), N(), 1 }, { "queue work", T("work"), N(), N(), 1 },
                 { "queue mail", T("mail"), N(), N(), 0 }, { "text w2", N(), N(), T("w2"), 1 }, { "text w1 (lapsed)", N(), N(), T("w1"), 0 },
                 { "name of no JSON payload", N(), T("w2"), N(), 0 }, { "queue and text", T("work"), N(), T("w2"), 1 } }) {
            const Params p { { "filter_queue", m.queue }, { "filter_name", m.jobName }, { "filter_text", m.text } };
            QTest::addRow("ReleaseReservationMatching %s", m.name) << QByteArray("PreviewReleaseReservationMatching")
                                                                  << QByteArray("ReleaseReservationMatching") << p << m.n << unreserved << 1 + m.n;
        }
        for (const auto &[id, n] : std::initializer_list<std::pair<qint64, qint64>> { { 8, 1 }, { 6, 1 }, { 99, 0 } }) {
            const Params p { { "id", I(id) } };
            QTest::addRow("DeleteJob %lld", static_cast<long long>(id))
                << QByteArray("PreviewDeleteJob") << QByteArray("DeleteJob") << p << n << jobs << 3 - n;
        }
    }
    // ReleaseReservationMatching by a job's name: the payload's JSON
    // displayName, exactly; a payload that is not JSON has none.
    void releaseReservationMatchingByName_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<qint64>("released");
        QTest::newRow("its name") << QByteArray("App\\Jobs\\Sync") << qint64(1);
        QTest::newRow("another name") << QByteArray("App\\Jobs\\Other") << qint64(0);
    }
    void releaseReservationMatchingByName()
    {
        QFETCH(QByteArray, name);
        QFETCH(qint64, released);
        h.reset();
        h.setNow(T0);
        QCOMPARE(enqueue("work", R"({"displayName":"App\\Jobs\\Sync"})"), qint64(1));
        QCOMPARE(enqueue("work", "not json"), qint64(2));
        STEP(claimExpect("work", 100, 1));
        STEP(claimExpect("work", 100, 2));
        const Params p { { "filter_queue", N() }, { "filter_name", T(name) }, { "filter_text", N() } };
        RUN(preview, "PreviewReleaseReservationMatching", p);
        QCOMPARE(preview.at(0, "rows").toInt(), released);
        RUN(r, "ReleaseReservationMatching", p);
        QCOMPARE(r.changes, released);
        QCOMPARE(raw("SELECT count(*) FROM askr_jobs WHERE reserved_until IS NULL"), QStringList{QString::number(released)});
    }

    void previews()
    {
        QFETCH(QByteArray, preview);
        QFETCH(QByteArray, op);
        QFETCH(Params, params);
        QFETCH(qint64, expected);
        QFETCH(QByteArray, effect);
        QFETCH(qint64, effectAfter);
        STEP(buildFailed());
        RUN(p, preview.constData(), params);
        QCOMPARE(columnsOf(p), names({ "rows" }));
        QCOMPARE(p.rows.size(), size_t(1));
        QCOMPARE(p.at(0, "rows").toInt(), expected);
        // The preview changed nothing.
        QCOMPARE(
            raw("SELECT (SELECT count(*) FROM askr_failed_jobs) || '/' || (SELECT count(*) FROM askr_jobs WHERE reserved_until IS NULL) "
                "|| '/' || (SELECT count(*) FROM askr_jobs)"),
            QStringList { QStringLiteral("'5/1/3'") });
        RUN(r, op.constData(), params);
        QCOMPARE(r.changes, expected);
        QCOMPARE(h.scalar(effect.toStdString()), effectAfter);
    }

    // ---- Coverage: last ------------------------------------------------------

};

QTEST_GUILESS_MAIN(ConformanceQueue)

#include "conformance_queue.moc"
