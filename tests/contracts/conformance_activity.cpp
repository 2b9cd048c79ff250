// Conformance suite for the activity contract (contracts/activity.md): the
// app's own log of the actions it took and the dead letters Forget kept.
//
// Every operation runs straight from the document through the harness, so
// askr-mutate can point this binary at mutated copies. Assertions are exact
// rows, with each value's storage class.

#include "contractharness.h"

#include <QTest>

using namespace askr::contracts;
using namespace askr::test;

#define BYTES(s) QByteArray(s, sizeof(s) - 1)

namespace {

// A value with its kind: integers bare, TEXT quoted, BLOB as x'..', null.
QString cell(const Value &v)
{
    switch (v.kind()) {
    case Value::Null:
        return QStringLiteral("null");
    case Value::Integer:
        return QString::number(v.toInt());
    case Value::Real:
        return QStringLiteral("real");
    case Value::Text:
        return QLatin1Char('\'') + v.toDisplayString() + QLatin1Char('\'');
    case Value::Blob:
        return QLatin1String("x'") + QString::fromLatin1(v.toBytes().toHex()) + QLatin1Char('\'');
    }
    return {};
}

QStringList rows(const Result &r)
{
    QStringList out;
    for (const auto &row : r.rows) {
        QStringList cells;
        for (const auto &v : row)
            cells << cell(v);
        out << cells.join(QLatin1Char('|'));
    }
    return out;
}

} // namespace

class ConformanceActivity : public QObject
{
    Q_OBJECT
    ContractHarness h;

    qint64 record(qint64 at, const char *source, const Value &previewed = I(3), const Value &changed = I(3), const Value &error = N())
    {
        const Result r = h.run("activity", "RecordActivity",
                               {{"at", I(at)}, {"source", T(source)}, {"origin", T("app")}, {"title", T("Forget Failed Jobs")},
                                {"touched", T("Forget 3 failed jobs (selected)?")}, {"previewed", previewed}, {"changed", changed}, {"error", error}});
        return r.rows.size() == 1 ? r.at(0, "id").toInt() : -1;
    }
    qint64 keep(qint64 activity, qint64 original, const Value &uuid, const QByteArray &payload, bool asText)
    {
        return h.run("activity", "KeepFailed",
                     {{"activity_id", I(activity)}, {"original_id", I(original)}, {"uuid", uuid}, {"queue", T("mail")}, {"payload", B(payload)},
                      {"payload_text", I(asText)}, {"exception", T("RuntimeException: boom")}, {"attempts", I(3)}, {"failed_at", I(1000 + original)}})
            .changes;
    }
    QStringList kept(qint64 activity, qint64 after, qint64 pageSize)
    {
        return rows(h.run("activity", "KeptFailed", {{"activity_id", I(activity)}, {"after_id", I(after)}, {"page_size", I(pageSize)}}));
    }
    QStringList activities(qint64 before, qint64 pageSize)
    {
        return rows(h.run("activity", "Activities", {{"before_id", I(before)}, {"page_size", I(pageSize)}}));
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void init()
    {
        QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText()));
        h.reset();
    }

    void useWal()
    {
        const Result r = h.run("activity", "UseWal");
        QCOMPARE(r.at(0, "journal_mode").toDisplayString(), QStringLiteral("memory"));
    }

    void recordAndRead()
    {
        QCOMPARE(record(100, "/a.db"), 1);
        QCOMPARE(record(200, "/b.db", N(), I(5)), 2);
        QCOMPARE(record(300, "/a.db", I(4), N(), T("database is locked")), 3);
        const QString touched = QStringLiteral("'Forget Failed Jobs'|'Forget 3 failed jobs (selected)?'");
        const QStringList all { QStringLiteral("3|300|'/a.db'|'app'|%1|4|null|'database is locked'|0|null|null|null").arg(touched),
                                QStringLiteral("2|200|'/b.db'|'app'|%1|null|5|null|0|null|null|null").arg(touched),
                                QStringLiteral("1|100|'/a.db'|'app'|%1|3|3|null|0|null|null|null").arg(touched) };
        // Newest first, paged by id.
        QCOMPARE(activities(9223372036854775807LL, 10), all);
        QCOMPARE(activities(9223372036854775807LL, 2), all.mid(0, 2));
        QCOMPARE(activities(2, 2), all.mid(2));
        QCOMPARE(activities(1, 2), QStringList {});
        QCOMPARE(rows(h.run("activity", "Activity", {{"activity_id", I(2)}})), all.mid(1, 1));
        QCOMPARE(rows(h.run("activity", "Activity", {{"activity_id", I(4)}})), QStringList {});
    }

    void keepKeepsStorageClass_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<bool>("asText");
        QTest::addColumn<QString>("expected");
        QTest::newRow("BLOB") << BYTES("\x00\xff{}") << false << QStringLiteral("x'00ff7b7d'");
        QTest::newRow("TEXT") << BYTES("{\"a\":1}") << true << QStringLiteral("'{\"a\":1}'");
        QTest::newRow("TEXT, not UTF-8") << BYTES("a\xff") << true << QStringLiteral("'a\\xff'");
    }
    void keepKeepsStorageClass()
    {
        QFETCH(QByteArray, payload);
        QFETCH(bool, asText);
        QFETCH(QString, expected);
        const qint64 a = record(100, "/a.db", I(1), N());
        QCOMPARE(keep(a, 7, T("u-7"), payload, asText), 1);
        const QStringList got = kept(a, 0, 10);
        QCOMPARE(got, QStringList { QStringLiteral("7|'u-7'|'mail'|%1|'RuntimeException: boom'|3|1007|null").arg(expected) });
        // Byte for byte, including what a display would escape.
        const Result r = h.run("activity", "KeptFailed", {{"activity_id", I(a)}, {"after_id", I(0)}, {"page_size", I(1)}});
        QCOMPARE(r.at(0, "payload").toBytes(), payload);
        QCOMPARE(r.at(0, "payload").kind(), asText ? Value::Text : Value::Blob);
    }

    void keptPagesOneEntry()
    {
        const qint64 a = record(100, "/a.db", I(3), N());
        const qint64 b = record(110, "/a.db", I(1), N());
        QCOMPARE(keep(a, 9, N(), "p9", false), 1);
        QCOMPARE(keep(a, 4, T("u-4"), "p4", false), 1);
        QCOMPARE(keep(b, 5, T("u-5"), "p5", false), 1);
        QCOMPARE(keep(a, 6, T("u-6"), "p6", false), 1);
        // The same row twice under one entry is refused.
        QVERIFY_THROWS_EXCEPTION(Error, keep(a, 6, T("u-6"), "p6", false));
        auto idsOf = [](const QStringList &rows) {
            QStringList out;
            for (const QString &r : rows)
                out << r.section(QLatin1Char('|'), 0, 0);
            return out;
        };
        QCOMPARE(idsOf(kept(a, 0, 2)), (QStringList { QStringLiteral("4"), QStringLiteral("6") }));
        QCOMPARE(idsOf(kept(a, 6, 2)), QStringList { QStringLiteral("9") });
        QCOMPARE(idsOf(kept(a, 9, 2)), QStringList {});
        QCOMPARE(idsOf(kept(b, 0, 5)), QStringList { QStringLiteral("5") });
        QCOMPARE(kept(a, 8, 1), QStringList { QStringLiteral("9|null|'mail'|x'7039'|'RuntimeException: boom'|3|1009|null") });
    }

    void finishCountsKept()
    {
        const qint64 a = record(100, "/a.db", I(2), N());
        const qint64 b = record(110, "/a.db", I(1), N());
        keep(a, 1, T("u-1"), "p", false);
        keep(a, 2, T("u-2"), "p", false);
        keep(b, 3, T("u-3"), "p", false);
        // What it touched is told again with the outcome (the count known).
        QCOMPARE(h.run("activity", "FinishActivity", {{"activity_id", I(a)}, {"changed", I(2)}, {"touched", T("Forget 2 failed jobs (selected)?")}, {"error", N()}}).changes, 1);
        QCOMPARE(h.run("activity", "FinishActivity", {{"activity_id", I(b)}, {"changed", N()}, {"touched", T("Forget 3 failed jobs (selected)?")}, {"error", T("disk I/O error")}}).changes, 1);
        QCOMPARE(h.run("activity", "FinishActivity", {{"activity_id", I(99)}, {"changed", I(1)}, {"touched", T("x")}, {"error", N()}}).changes, 0);
        QCOMPARE(activities(100, 5),
                 (QStringList { QStringLiteral("2|110|'/a.db'|'app'|'Forget Failed Jobs'|'Forget 3 failed jobs (selected)?'|1|null|'disk I/O error'|1|null|null|null"),
                                QStringLiteral("1|100|'/a.db'|'app'|'Forget Failed Jobs'|'Forget 2 failed jobs (selected)?'|2|2|null|2|null|null|null") }));
    }

    void markRestored()
    {
        const qint64 a = record(100, "/a.db", I(3), N());
        const qint64 b = record(110, "/a.db", I(1), N());
        keep(a, 1, T("u-1"), "p", false);
        keep(a, 2, T("u-2"), "p", false);
        keep(a, 3, N(), "p", false);
        keep(b, 2, T("u-2"), "p", false);
        QCOMPARE(h.run("activity", "MarkRestored", {{"activity_id", I(a)}, {"ids", T("[2,3,8]")}, {"at", I(500)}}).changes, 2);
        // Marked rows keep their first time.
        QCOMPARE(h.run("activity", "MarkRestored", {{"activity_id", I(a)}, {"ids", T("[1,2]")}, {"at", I(600)}}).changes, 1);
        auto restoredAt = [](const QStringList &rows) {
            QStringList out;
            for (const QString &r : rows)
                out << r.section(QLatin1Char('|'), 0, 0) + QLatin1Char(':') + r.section(QLatin1Char('|'), -1);
            return out;
        };
        QCOMPARE(restoredAt(kept(a, 0, 10)), (QStringList { QStringLiteral("1:600"), QStringLiteral("2:500"), QStringLiteral("3:500") }));
        QCOMPARE(restoredAt(kept(b, 0, 10)), QStringList { QStringLiteral("2:null") });
    }

    void syncFull()
    {
        h.run("activity", "SyncFull");
        QCOMPARE(h.scalar("PRAGMA synchronous"), 2);
    }

    // An intent lives from BeginIntent to EndIntent; the entry shows its phase.
    void intentLifecycle()
    {
        const qint64 a = record(100, "/a.db", I(3), N());
        const qint64 b = record(110, "/a.db", I(1), N());
        QCOMPARE(h.run("activity", "BeginIntent", {{"activity_id", I(a)}, {"process", T("host 7 99")}}).changes, 1);
        QCOMPARE(h.run("activity", "BeginIntent", {{"activity_id", I(b)}, {"process", T("host 8 99")}}).changes, 1);
        // One intent an entry.
        QVERIFY_THROWS_EXCEPTION(Error, h.run("activity", "BeginIntent", {{"activity_id", I(a)}, {"process", T("host 7 99")}}));
        auto phaseOf = [this](qint64 id) { return rows(h.run("activity", "Activity", {{"activity_id", I(id)}})).value(0).section(QLatin1Char('|'), 10); };
        QCOMPARE(phaseOf(a), QStringLiteral("'applying'|null|null"));
        QCOMPARE(h.run("activity", "MarkCommitting", {{"activity_id", I(a)}, {"witness", T("{\"dead_letters\":[]}")}}).changes, 1);
        QCOMPARE(h.run("activity", "MarkCommitting", {{"activity_id", I(99)}, {"witness", N()}}).changes, 0);
        QCOMPARE(phaseOf(a), QStringLiteral("'committing'|null|null"));
        QCOMPARE(phaseOf(b), QStringLiteral("'applying'|null|null"));
        QCOMPARE(h.run("activity", "AbandonIntent", {{"activity_id", I(b)}}).changes, 1);
        const QStringList pending = rows(h.run("activity", "PendingIntents", {{"source", T("/a.db")}}));
        QCOMPARE(pending, (QStringList { QStringLiteral("1|'host 7 99'|'committing'|'{\"dead_letters\":[]}'|100|3"),
                                         QStringLiteral("2|null|'applying'|null|110|1") }));
        QCOMPARE(rows(h.run("activity", "PendingIntents", {{"source", T("/b.db")}})), QStringList {});
        QCOMPARE(h.run("activity", "EndIntent", {{"activity_id", I(a)}}).changes, 1);
        QCOMPARE(h.run("activity", "EndIntent", {{"activity_id", I(a)}}).changes, 0);
        QCOMPARE(phaseOf(a), QStringLiteral("null|null|null"));
        QCOMPARE(rows(h.run("activity", "PendingIntents", {{"source", T("/a.db")}})).size(), 1);
    }

    // Settling writes the outcome once, with the kept count, and removes the intent.
    void resolveIntent()
    {
        const qint64 a = record(100, "/a.db", I(2), N());
        const qint64 b = record(110, "/a.db", I(1), N());
        const qint64 c = record(120, "/a.db", I(1), N());
        keep(a, 1, T("u-1"), "p", false);
        keep(a, 2, T("u-2"), "p", false);
        h.run("activity", "BeginIntent", {{"activity_id", I(a)}, {"process", T("host 7 99")}});
        h.run("activity", "BeginIntent", {{"activity_id", I(b)}, {"process", T("host 7 99")}});
        auto resolve = [this](qint64 id, const char *outcome, const Value &changed, const Value &error) {
            return h.run("activity", "ResolveIntent", {{"activity_id", I(id)}, {"outcome", T(outcome)}, {"at", I(500)}, {"how", T("looked")},
                                                        {"changed", changed}, {"error", error}}).changes;
        };
        QCOMPARE(resolve(a, "done", I(2), N()), 1);
        QCOMPARE(resolve(b, "not done", N(), T("Not applied: looked")), 1);
        // Settled already, or never begun: nothing written, whatever other
        // intents are pending.
        const qint64 d = record(130, "/b.db", I(1), N());
        h.run("activity", "BeginIntent", {{"activity_id", I(d)}, {"process", T("host 9 99")}});
        QCOMPARE(resolve(a, "unknown", N(), T("x")), 0);
        QCOMPARE(resolve(c, "done", I(9), N()), 0);
        // Each entry shows its own intent and resolution only.
        QCOMPARE(rows(h.run("activity", "Activity", {{"activity_id", I(c)}})).value(0).section(QLatin1Char('|'), 7), QStringLiteral("null|null|0|null|null|null"));
        QCOMPARE(activities(9223372036854775807LL, 1),
                 QStringList { QStringLiteral("4|130|'/b.db'|'app'|'Forget Failed Jobs'|'Forget 3 failed jobs (selected)?'|1|null|null|0|'applying'|null|null") });
        QCOMPARE(h.run("activity", "EndIntent", {{"activity_id", I(d)}}).changes, 1);
        QCOMPARE(activities(4, 3),
                 (QStringList { QStringLiteral("3|120|'/a.db'|'app'|'Forget Failed Jobs'|'Forget 3 failed jobs (selected)?'|1|null|null|0|null|null|null"),
                                QStringLiteral("2|110|'/a.db'|'app'|'Forget Failed Jobs'|'Forget 3 failed jobs (selected)?'|1|null|'Not applied: looked'|0|null|'not done'|'looked'"),
                                QStringLiteral("1|100|'/a.db'|'app'|'Forget Failed Jobs'|'Forget 3 failed jobs (selected)?'|2|2|null|2|null|'done'|'looked'") }));
        QCOMPARE(h.scalar("SELECT count(*) FROM desk_intent"), 0);
        QCOMPARE(h.scalar("SELECT count(*) FROM desk_resolution WHERE resolved_at = 500"), 2);
    }

    void prune()
    {
        const qint64 a = record(100, "/a.db", I(1), N());
        const qint64 b = record(200, "/a.db", I(1), N());
        const qint64 c = record(300, "/b.db", I(1), N());
        keep(a, 1, T("u-1"), "p", false);
        keep(b, 2, T("u-2"), "p", false);
        keep(c, 3, T("u-3"), "p", false);
        // Intents and resolutions go with their entries, those at :until stay.
        const qint64 d = record(200, "/a.db", I(1), N());
        h.run("activity", "BeginIntent", {{"activity_id", I(a)}, {"process", T("p")}});
        h.run("activity", "BeginIntent", {{"activity_id", I(b)}, {"process", T("p")}});
        for (qint64 settled : { c, d }) {
            h.run("activity", "BeginIntent", {{"activity_id", I(settled)}, {"process", T("p")}});
            h.run("activity", "ResolveIntent", {{"activity_id", I(settled)}, {"outcome", T("done")}, {"at", I(500)}, {"how", T("x")}, {"changed", I(1)}, {"error", N()}});
        }
        QCOMPARE(h.run("activity", "Prune", {{"until", I(100)}}).changes, 0);
        QCOMPARE(h.scalar("SELECT group_concat(activity_id, '') FROM desk_intent"), 12);
        QCOMPARE(h.run("activity", "Prune", {{"until", I(200)}}).changes, 1);
        QCOMPARE(h.scalar("SELECT group_concat(activity_id, '') FROM desk_intent"), 2);
        QCOMPARE(h.scalar("SELECT group_concat(activity_id, '') FROM (SELECT activity_id FROM desk_resolution ORDER BY activity_id)"), 34);
        QCOMPARE(h.scalar("SELECT group_concat(id, '') FROM (SELECT id FROM desk_activity ORDER BY id)"), 234);
        QCOMPARE(kept(a, 0, 10), QStringList {});
        QCOMPARE(kept(b, 0, 10).size(), 1);
        QCOMPARE(h.run("activity", "Prune", {{"until", I(301)}}).changes, 3);
        QCOMPARE(h.scalar("SELECT count(*) FROM desk_activity") + h.scalar("SELECT count(*) FROM desk_kept_failed")
                     + h.scalar("SELECT count(*) FROM desk_intent") + h.scalar("SELECT count(*) FROM desk_resolution"), 0);
    }
};

QTEST_GUILESS_MAIN(ConformanceActivity)
#include "conformance_activity.moc"
