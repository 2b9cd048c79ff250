// Conformance of the pub/sub contract (contracts/pubsub.md). Every operation
// is run straight from the document through ContractHarness, so askr-mutate
// can point this binary at a mutated copy (ASKR_CONTRACTS_DIR) and expect a
// failure. Time is the harness clock; nothing sleeps.

#include "contractharness.h"

#include <QElapsedTimer>
#include <QTest>

#include <sqlite3.h>

#include <limits>
#include <map>
#include <optional>
#include <stdexcept>

using askr::contracts::Params;
using askr::contracts::Result;
using askr::contracts::Value;
using namespace askr::test;

namespace askr::contracts {
// QCOMPARE prints a value as type(bytes).
char *toString(const Value &v)
{
    const QByteArray s = QByteArray(v.typeName()) + '(' + escapeBytes(v.toBytes()).toUtf8() + ')';
    return qstrdup(s.constData());
}
} // namespace askr::contracts

namespace {

constexpr qint64 T0 = 1'700'000'000;
constexpr qint64 NEWEST = std::numeric_limits<qint64>::max(); // before_seq of the newest page

using Rows = std::vector<std::vector<Value>>;
using Seqs = QList<qint64>;

struct Event {
    QByteArray channel;
    QByteArray payload;
    qint64 createdAt;
};

struct Loser {
    QByteArray name;
    qint64 cursor;
    qint64 unreadLost;
    bool operator==(const Loser &o) const { return name == o.name && cursor == o.cursor && unreadLost == o.unreadLost; }
};

} // namespace

namespace QTest {
template<>
char *toString(const Loser &l)
{
    return qstrdup(QByteArray(l.name + " cursor " + QByteArray::number(l.cursor) + " lost " + QByteArray::number(l.unreadLost)).constData());
}
} // namespace QTest

Q_DECLARE_METATYPE(Loser)

class PubSubConformance : public QObject
{
    Q_OBJECT

    ContractHarness h; // one for the whole run, so that coverage accumulates
    QElapsedTimer m_budget;

    // A fresh database at T0. A mutant can make a statement run forever (the
    // recursive channel walk that never advances): the progress handler
    // interrupts anything that outlives the budget, and the paging loops stop
    // when a page does not advance.
    void fresh()
    {
        h.reset();
        h.setNow(T0);
        m_budget.start();
        sqlite3_progress_handler(
            h.db().handle(), 1000, [](void *p) -> int { return static_cast<QElapsedTimer *>(p)->elapsed() > 1500 ? 1 : 0; },
            &m_budget);
    }

    // Raw SQL for setup and verification only (positional parameters).
    Rows query(const char *sql, const std::vector<Value> &args = {})
    {
        sqlite3 *db = h.db().handle();
        sqlite3_stmt *st = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) != SQLITE_OK)
            throw std::runtime_error(std::string("test SQL does not prepare: ") + sqlite3_errmsg(db));
        for (int i = 0; i < int(args.size()); ++i) {
            const Value &v = args[size_t(i)];
            const QByteArray b = v.toBytes();
            switch (v.kind()) {
            case Value::Null:
                sqlite3_bind_null(st, i + 1);
                break;
            case Value::Integer:
                sqlite3_bind_int64(st, i + 1, v.toInt());
                break;
            case Value::Real:
                sqlite3_bind_double(st, i + 1, v.toReal());
                break;
            case Value::Text:
                sqlite3_bind_text64(st, i + 1, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT, SQLITE_UTF8);
                break;
            case Value::Blob:
                sqlite3_bind_blob64(st, i + 1, b.constData(), sqlite3_uint64(b.size()), SQLITE_TRANSIENT);
                break;
            }
        }
        Rows rows;
        int rc;
        while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
            std::vector<Value> row;
            for (int c = 0; c < sqlite3_column_count(st); ++c) {
                switch (sqlite3_column_type(st, c)) {
                case SQLITE_INTEGER:
                    row.push_back(Value::integer(sqlite3_column_int64(st, c)));
                    break;
                case SQLITE_FLOAT:
                    row.push_back(Value::real(sqlite3_column_double(st, c)));
                    break;
                case SQLITE_TEXT:
                    row.push_back(Value::text(QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(st, c)),
                                                         sqlite3_column_bytes(st, c))));
                    break;
                case SQLITE_BLOB:
                    row.push_back(Value::blob(QByteArray(static_cast<const char *>(sqlite3_column_blob(st, c)),
                                                         sqlite3_column_bytes(st, c))));
                    break;
                default:
                    row.push_back(Value());
                }
            }
            rows.push_back(std::move(row));
        }
        const std::string err = sqlite3_errmsg(db);
        sqlite3_finalize(st);
        if (rc != SQLITE_DONE)
            throw std::runtime_error("test SQL failed: " + err);
        return rows;
    }

    qint64 publish(const QByteArray &channel, const QByteArray &payload)
    {
        const Result r = h.run("pubsub", "Publish", {{"channel", T(channel)}, {"payload", B(payload)}});
        if (r.rows.size() != 1)
            throw std::runtime_error("Publish returned no row");
        return r.at(0, "seq").toInt();
    }
    // Publishes at a given time (the clock is restored afterwards).
    qint64 publishAt(qint64 when, const QByteArray &channel, const QByteArray &payload)
    {
        const qint64 saved = h.now();
        h.setNow(when);
        const qint64 seq = publish(channel, payload);
        h.setNow(saved);
        return seq;
    }
    void drop(qint64 seq) { query("DELETE FROM askr_events WHERE seq = ?", {I(seq)}); }
    void subscriber(const QByteArray &name, qint64 cursor, qint64 updatedAt = T0 - 1000)
    {
        query("INSERT INTO askr_subscribers (name, cursor, updated_at) VALUES (?, ?, ?)", {T(name), I(cursor), I(updatedAt)});
    }
    std::optional<std::pair<qint64, qint64>> subscriberRow(const QByteArray &name) // {cursor, updated_at}
    {
        const Rows r = query("SELECT cursor, updated_at FROM askr_subscribers WHERE name = ?", {T(name)});
        if (r.empty())
            return std::nullopt;
        return std::make_pair(r[0][0].toInt(), r[0][1].toInt());
    }
    Seqs seqs()
    {
        Seqs out;
        for (const auto &r : query("SELECT seq FROM askr_events ORDER BY seq"))
            out << r[0].toInt();
        return out;
    }
    QList<QByteArray> subscriberNames()
    {
        QList<QByteArray> out;
        for (const auto &r : query("SELECT name FROM askr_subscribers ORDER BY name"))
            out << r[0].toBytes();
        return out;
    }
    static Seqs seqColumn(const Result &r)
    {
        Seqs out;
        for (size_t i = 0; i < r.rows.size(); ++i)
            out << r.at(i, "seq").toInt();
        return out;
    }
    static QList<Loser> losers(const Result &r)
    {
        QList<Loser> out;
        for (size_t i = 0; i < r.rows.size(); ++i)
            out << Loser{r.at(i, "name").toBytes(), r.at(i, "cursor").toInt(), r.at(i, "unread_lost").toInt()};
        return out;
    }
    // Unread events per subscriber, as a trim changes them.
    std::map<QByteArray, qint64> unread()
    {
        std::map<QByteArray, qint64> out;
        for (const auto &r : query("SELECT s.name, (SELECT count(*) FROM askr_events e WHERE e.seq > s.cursor) FROM askr_subscribers s"))
            out[r[0].toBytes()] = r[1].toInt();
        return out;
    }

    // The browsing fixture: channels a, b, c, one payload that is not UTF-8,
    // JSON with and without "event", and a gap at seq 7.
    std::map<qint64, Event> browseFixture()
    {
        std::map<qint64, Event> events;
        auto add = [&](qint64 at, const QByteArray &c, const QByteArray &p) { events[publishAt(T0 + at, c, p)] = {c, p, T0 + at}; };
        add(0, "a", R"({"event":"Created","data":1})");
        add(1, "b", R"({"event":"Updated"})");
        add(2, "a", "\xff\xfe raw");
        add(3, "a", R"({"event":"Deleted","data":"needle"})");
        add(4, "b", R"({"data":"needle"})");
        add(5, "c", "needle plain");
        const qint64 gone = publishAt(T0 + 6, "a", R"({"event":"Gone"})");
        drop(gone);
        add(7, "b", R"({"event":"Later"})");
        return events;
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void initTestCase()
    {
        QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText()));
    }

    // ---- Publishing ------------------------------------------------------

    void publish_returnsSeqAndChannel()
    {
        fresh();
        QCOMPARE(h.run("pubsub", "CurrentSeq").at(0, "seq"), I(0));
        qint64 last = 0;
        const QList<QByteArray> channels{"a", "b", "a", "\xff" "odd"};
        for (const QByteArray &c : channels) {
            h.advance(1);
            const QByteArray payload = "payload of " + c;
            const Result r = h.run("pubsub", "Publish", {{"channel", T(c)}, {"payload", B(payload)}});
            QCOMPARE(r.rows.size(), size_t(1));
            QCOMPARE(r.at(0, "channel"), T(c));
            const qint64 seq = r.at(0, "seq").toInt();
            QCOMPARE(r.at(0, "seq").kind(), Value::Integer);
            QVERIFY2(seq > last, "seq does not grow");
            last = seq;
            QCOMPARE(h.run("pubsub", "CurrentSeq").at(0, "seq"), I(seq));
            const Rows stored = query("SELECT channel, payload, created_at FROM askr_events WHERE seq = ?", {I(seq)});
            QCOMPARE(stored.size(), size_t(1));
            QCOMPARE(stored[0][0], T(c));
            QCOMPARE(stored[0][1], B(payload));
            QCOMPARE(stored[0][2], I(h.now()));
        }
        QCOMPARE(seqs(), (Seqs{1, 2, 3, 4}));
        // A sequence number is never handed out twice, even after the newest
        // event is deleted.
        drop(4);
        QCOMPARE(h.run("pubsub", "CurrentSeq").at(0, "seq"), I(3));
        QCOMPARE(publish("a", "again"), qint64(5));
        QCOMPARE(h.run("pubsub", "CurrentSeq").at(0, "seq"), I(5));
        query("DELETE FROM askr_events");
        QCOMPARE(h.run("pubsub", "CurrentSeq").at(0, "seq"), I(0));
        QCOMPARE(publish("a", "after"), qint64(6));
    }

    // ---- Tails ---------------------------------------------------------

    void tail_data()
    {
        QTest::addColumn<qint64>("cursor");
        QTest::addColumn<qint64>("batch");
        QTest::addColumn<Seqs>("expected");
        QTest::newRow("from the start") << qint64(0) << qint64(100) << Seqs{1, 2, 3, 5, 6};
        QTest::newRow("first batch") << qint64(0) << qint64(2) << Seqs{1, 2};
        QTest::newRow("strictly after the cursor") << qint64(2) << qint64(2) << Seqs{3, 5};
        QTest::newRow("across the gap") << qint64(3) << qint64(1) << Seqs{5};
        QTest::newRow("cursor in the gap") << qint64(4) << qint64(1) << Seqs{5};
        QTest::newRow("batch of three") << qint64(1) << qint64(3) << Seqs{2, 3, 5};
        QTest::newRow("last event") << qint64(5) << qint64(10) << Seqs{6};
        QTest::newRow("at the head") << qint64(6) << qint64(10) << Seqs{};
        QTest::newRow("past the head") << qint64(60) << qint64(10) << Seqs{};
    }
    void tail()
    {
        QFETCH(qint64, cursor);
        QFETCH(qint64, batch);
        QFETCH(Seqs, expected);
        fresh();
        std::map<qint64, Event> events;
        const QList<QByteArray> chans{"a", "b", "a", "c", "b", "a"};
        for (int i = 0; i < chans.size(); ++i) {
            const QByteArray p = "p" + QByteArray::number(i + 1);
            events[publishAt(T0 + 10 * i, chans[i], p)] = {chans[i], p, T0 + 10 * i};
        }
        drop(4);
        const Result r = h.run("pubsub", "Tail", {{"cursor", I(cursor)}, {"batch", I(batch)}});
        QCOMPARE(seqColumn(r), expected);
        for (size_t i = 0; i < r.rows.size(); ++i) {
            const Event &e = events.at(r.at(i, "seq").toInt());
            QCOMPARE(r.at(i, "channel"), T(e.channel));
            QCOMPARE(r.at(i, "payload"), B(e.payload));
            QCOMPARE(r.at(i, "created_at"), I(e.createdAt));
        }
    }

    void tailChannel_data()
    {
        QTest::addColumn<QByteArray>("channel");
        QTest::addColumn<qint64>("cursor");
        QTest::addColumn<qint64>("batch");
        QTest::addColumn<Seqs>("expected");
        QTest::newRow("a from the start") << QByteArray("a") << qint64(0) << qint64(10) << Seqs{1, 3, 6};
        QTest::newRow("a, batch of two") << QByteArray("a") << qint64(0) << qint64(2) << Seqs{1, 3};
        QTest::newRow("a strictly after 1") << QByteArray("a") << qint64(1) << qint64(1) << Seqs{3};
        QTest::newRow("a after 3") << QByteArray("a") << qint64(3) << qint64(10) << Seqs{6};
        QTest::newRow("a at its head") << QByteArray("a") << qint64(6) << qint64(10) << Seqs{};
        QTest::newRow("b, batch of one") << QByteArray("b") << qint64(0) << qint64(1) << Seqs{2};
        QTest::newRow("b strictly after 2") << QByteArray("b") << qint64(2) << qint64(5) << Seqs{5};
        QTest::newRow("unknown channel") << QByteArray("zzz") << qint64(0) << qint64(10) << Seqs{};
    }
    void tailChannel()
    {
        QFETCH(QByteArray, channel);
        QFETCH(qint64, cursor);
        QFETCH(qint64, batch);
        QFETCH(Seqs, expected);
        fresh();
        const QList<QByteArray> chans{"a", "b", "a", "c", "b", "a"};
        for (int i = 0; i < chans.size(); ++i)
            publishAt(T0 + i, chans[i], "p" + QByteArray::number(i + 1));
        const Result r = h.run("pubsub", "TailChannel", {{"channel", T(channel)}, {"cursor", I(cursor)}, {"batch", I(batch)}});
        QCOMPARE(seqColumn(r), expected);
        for (size_t i = 0; i < r.rows.size(); ++i) {
            QCOMPARE(r.at(i, "channel"), T(channel));
            QCOMPARE(r.at(i, "payload"), B("p" + QByteArray::number(r.at(i, "seq").toInt())));
            QCOMPARE(r.at(i, "created_at"), I(T0 + r.at(i, "seq").toInt() - 1));
        }
    }

    // ---- Durable subscribers ---------------------------------------------

    void subscribe()
    {
        fresh();
        Result r = h.run("pubsub", "Subscribe", {{"name", T("s1")}});
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.at(0, "name"), T("s1"));
        QCOMPARE(r.at(0, "cursor"), I(0)); // the head of an empty log
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(0), T0)));
        for (int i = 0; i < 3; ++i)
            publish("c", "x");
        h.advance(10);
        r = h.run("pubsub", "Subscribe", {{"name", T("s2")}});
        QCOMPARE(r.at(0, "name"), T("s2"));
        QCOMPARE(r.at(0, "cursor"), I(3)); // starts at the current head
        QCOMPARE(subscriberRow("s2"), std::make_optional(std::make_pair(qint64(3), T0 + 10)));
        h.advance(10);
        publish("c", "y");
        // An existing subscriber keeps its cursor and updated_at.
        r = h.run("pubsub", "Subscribe", {{"name", T("s1")}});
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.at(0, "name"), T("s1"));
        QCOMPARE(r.at(0, "cursor"), I(0));
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(0), T0)));
        r = h.run("pubsub", "Subscribe", {{"name", T("s2")}});
        QCOMPARE(r.at(0, "cursor"), I(3));
        QCOMPARE(subscriberRow("s2"), std::make_optional(std::make_pair(qint64(3), T0 + 10)));
        QCOMPARE(subscriberNames(), (QList<QByteArray>{"s1", "s2"}));
        r = h.run("pubsub", "Subscribe", {{"name", T("s3")}});
        QCOMPARE(r.at(0, "cursor"), I(4));
    }

    void ack()
    {
        fresh();
        for (int i = 0; i < 8; ++i)
            publish("c", "x");
        subscriber("s1", 0, T0);
        subscriber("s2", 0, T0);
        auto ack = [&](const char *name, qint64 cursor) {
            return h.run("pubsub", "Ack", {{"name", T(name)}, {"cursor", I(cursor)}}).changes;
        };
        h.advance(10);
        QCOMPARE(ack("s1", 5), qint64(1));
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(5), T0 + 10)));
        QCOMPARE(subscriberRow("s2"), std::make_optional(std::make_pair(qint64(0), T0)));
        h.advance(10);
        // A late acknowledgement never moves the cursor back.
        QCOMPARE(ack("s1", 3), qint64(0));
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(5), T0 + 10)));
        // Nor does acknowledging the same cursor again change anything.
        QCOMPARE(ack("s1", 5), qint64(0));
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(5), T0 + 10)));
        // An unknown name changes nothing and creates nothing.
        QCOMPARE(ack("nobody", 7), qint64(0));
        QCOMPARE(subscriberNames(), (QList<QByteArray>{"s1", "s2"}));
        QCOMPARE(ack("s1", 6), qint64(1));
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(6), T0 + 20)));
        QCOMPARE(ack("s2", 1), qint64(1));
        QCOMPARE(subscriberRow("s2"), std::make_optional(std::make_pair(qint64(1), T0 + 20)));
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(6), T0 + 20)));
    }

    // ---- Trimming --------------------------------------------------------

    void trimAge_data()
    {
        QTest::addColumn<qint64>("retention");
        QTest::addColumn<Seqs>("kept");
        // Events: seq 1 at -100, 2 at -61, 3 at -60, 4 at -59, 5 at 0, and
        // seq 6 at -80 (the clock stepped back).
        QTest::newRow("60: the event at exactly now - 60 stays") << qint64(60) << Seqs{3, 4, 5};
        QTest::newRow("59") << qint64(59) << Seqs{4, 5};
        QTest::newRow("61") << qint64(61) << Seqs{2, 3, 4, 5};
        QTest::newRow("0 keeps what was created now") << qint64(0) << Seqs{5};
        QTest::newRow("100: nothing is older") << qint64(100) << Seqs{1, 2, 3, 4, 5, 6};
        QTest::newRow("1000") << qint64(1000) << Seqs{1, 2, 3, 4, 5, 6};
    }
    void trimAge()
    {
        QFETCH(qint64, retention);
        QFETCH(Seqs, kept);
        fresh();
        for (qint64 at : {-100, -61, -60, -59, 0, -80})
            publishAt(T0 + at, "c", "x");
        subscriber("s", 0);
        const Result r = h.run("pubsub", "TrimAge", {{"retention_seconds", I(retention)}});
        QCOMPARE(seqs(), kept);
        QCOMPARE(r.changes, qint64(6 - kept.size()));
        QCOMPARE(subscriberRow("s")->first, qint64(0)); // trims leave subscribers alone
    }

    void trimSize_data()
    {
        QTest::addColumn<qint64>("keepLast");
        QTest::addColumn<Seqs>("kept");
        // Events 1, 2, 5, 7, 8 (3, 4 and 6 are gone).
        QTest::newRow("keep 2") << qint64(2) << Seqs{7, 8};
        QTest::newRow("keep 3 across a gap") << qint64(3) << Seqs{5, 7, 8};
        QTest::newRow("keep 4") << qint64(4) << Seqs{2, 5, 7, 8};
        QTest::newRow("keep 1") << qint64(1) << Seqs{8};
        QTest::newRow("keep 0 deletes all") << qint64(0) << Seqs{};
        QTest::newRow("keep exactly as many as there are") << qint64(5) << Seqs{1, 2, 5, 7, 8};
        QTest::newRow("keep more than there are") << qint64(10) << Seqs{1, 2, 5, 7, 8};
        QTest::newRow("negative deletes nothing") << qint64(-1) << Seqs{1, 2, 5, 7, 8};
    }
    void trimSize()
    {
        QFETCH(qint64, keepLast);
        QFETCH(Seqs, kept);
        fresh();
        for (int i = 0; i < 8; ++i)
            publish(i % 2 ? "a" : "b", "x");
        for (qint64 s : {3, 4, 6})
            drop(s);
        const Result r = h.run("pubsub", "TrimSize", {{"keep_last", I(keepLast)}});
        QCOMPARE(seqs(), kept);
        QCOMPARE(r.changes, qint64(5 - kept.size()));
    }

    // ---- Admin: channels -------------------------------------------------

    void channels()
    {
        fresh();
        QVERIFY(h.run("pubsub", "ChannelHeads").rows.empty());
        QVERIFY(h.run("pubsub", "Channels").rows.empty());
        // seq: channel @ time
        publishAt(T0 + 0, "b", "1");   // 1
        publishAt(T0 + 1, "a", "2");   // 2
        publishAt(T0 + 2, "c", "3");   // 3
        publishAt(T0 + 3, "a", "4");   // 4
        publishAt(T0 + 4, "b", "5");   // 5
        publishAt(T0 + 9, "a", "6");   // 6 (its last event)
        publishAt(T0 + 5, "\xff", "7"); // 7: a channel name that is not UTF-8 sorts last
        publishAt(T0 + 6, "c", "8");   // 8
        drop(8);                        // c's newest event is gone
        struct Expect {
            QByteArray channel;
            qint64 events, first, last, lastCreatedAt;
        };
        const QList<Expect> expected{
            {"a", 3, 2, 6, T0 + 9}, {"b", 2, 1, 5, T0 + 4}, {"c", 1, 3, 3, T0 + 2}, {"\xff", 1, 7, 7, T0 + 5}};
        const Result heads = h.run("pubsub", "ChannelHeads");
        const Result all = h.run("pubsub", "Channels");
        QCOMPARE(heads.rows.size(), size_t(expected.size()));
        QCOMPARE(all.rows.size(), size_t(expected.size()));
        for (int i = 0; i < expected.size(); ++i) {
            const Expect &e = expected[i];
            for (const Result *r : {&heads, &all}) {
                QCOMPARE(r->at(size_t(i), "channel"), T(e.channel));
                QCOMPARE(r->at(size_t(i), "first_seq"), I(e.first));
                QCOMPARE(r->at(size_t(i), "last_seq"), I(e.last));
                QCOMPARE(r->at(size_t(i), "last_created_at"), I(e.lastCreatedAt));
            }
            QCOMPARE(all.at(size_t(i), "events"), I(e.events));
        }
    }

    // ---- Admin: browsing events ----------------------------------------------

    void eventsPaging_data()
    {
        QTest::addColumn<Value>("channel");
        QTest::addColumn<Value>("text");
        QTest::addColumn<Seqs>("expected");
        QTest::newRow("no filter") << N() << N() << Seqs{1, 2, 3, 4, 5, 6, 8};
        QTest::newRow("channel a") << T("a") << N() << Seqs{1, 3, 4};
        QTest::newRow("channel b") << T("b") << N() << Seqs{2, 5, 8};
        QTest::newRow("unknown channel") << T("zzz") << N() << Seqs{};
        QTest::newRow("text needle") << N() << T("needle") << Seqs{4, 5, 6};
        QTest::newRow("text event") << N() << T("event") << Seqs{1, 2, 4, 8};
        QTest::newRow("text is case-sensitive") << N() << T("Needle") << Seqs{};
        QTest::newRow("text in a non-UTF-8 payload") << N() << T("raw") << Seqs{3};
        QTest::newRow("channel a and text needle") << T("a") << T("needle") << Seqs{4};
        QTest::newRow("channel b and text Updated") << T("b") << T("Updated") << Seqs{2};
        QTest::newRow("channel c and text event") << T("c") << T("event") << Seqs{};
    }
    void eventsPaging()
    {
        QFETCH(Value, channel);
        QFETCH(Value, text);
        QFETCH(Seqs, expected);
        fresh();
        const std::map<qint64, Event> events = browseFixture();
        for (qint64 pageSize : {1, 2, 3, 100}) {
            Seqs forward;
            qint64 after = 0;
            for (int guard = 0;; ++guard) {
                QVERIFY2(guard <= expected.size() + 1, "EventsPage does not advance");
                const Result r = h.run("pubsub", "EventsPage",
                                       {{"after_seq", I(after)}, {"filter_channel", channel}, {"filter_text", text}, {"page_size", I(pageSize)}});
                QVERIFY2(qint64(r.rows.size()) <= pageSize, "a page is longer than page_size");
                if (r.rows.empty())
                    break;
                for (size_t i = 0; i < r.rows.size(); ++i) {
                    const qint64 seq = r.at(i, "seq").toInt();
                    QVERIFY2(seq > after, "seqs are not ascending");
                    forward << seq;
                    after = seq;
                }
                if (qint64(r.rows.size()) < pageSize)
                    break;
            }
            QCOMPARE(forward, expected);

            Seqs backward;
            qint64 before = NEWEST;
            for (int guard = 0;; ++guard) {
                QVERIFY2(guard <= expected.size() + 1, "EventsPageBefore does not advance");
                const Result r = h.run("pubsub", "EventsPageBefore",
                                       {{"before_seq", I(before)}, {"filter_channel", channel}, {"filter_text", text}, {"page_size", I(pageSize)}});
                QVERIFY2(qint64(r.rows.size()) <= pageSize, "a page is longer than page_size");
                if (r.rows.empty())
                    break;
                for (size_t i = 0; i < r.rows.size(); ++i) {
                    const qint64 seq = r.at(i, "seq").toInt();
                    QVERIFY2(seq < before, "seqs are not descending");
                    backward.prepend(seq);
                    before = seq;
                }
                if (qint64(r.rows.size()) < pageSize)
                    break;
            }
            QCOMPARE(backward, expected);
        }
        for (qsizetype i = 0; i <= expected.size(); ++i) {
            const Result r = h.run("pubsub", "EventSeqAt", {{"filter_channel", channel}, {"filter_text", text}, {"position", I(i)}});
            if (i < expected.size()) {
                QCOMPARE(r.rows.size(), size_t(1));
                QCOMPARE(r.at(0, "seq"), I(expected[i]));
            } else {
                QVERIFY(r.rows.empty());
            }
        }
        const Result c = h.run("pubsub", "CountEvents", {{"filter_channel", channel}, {"filter_text", text}});
        QCOMPARE(c.at(0, "count"), I(expected.size()));
        Q_UNUSED(events);
    }

    // CountEvents counts the table without a WHERE when no filter is set
    // (SQLite's b-tree count) and with one otherwise: the same figures as the
    // filtered count, on an empty log, after deletes, and with filters that
    // are set but empty (a filter, not its absence).
    void countEvents_data()
    {
        QTest::addColumn<int>("fixture"); // 0: empty log, 1: browseFixture(), 2: browseFixture() with every event dropped
        QTest::addColumn<Value>("channel");
        QTest::addColumn<Value>("text");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("empty log") << 0 << N() << N() << qint64(0);
        QTest::newRow("empty log, channel") << 0 << T("a") << N() << qint64(0);
        QTest::newRow("empty log, text") << 0 << N() << T("needle") << qint64(0);
        QTest::newRow("empty log, channel and text") << 0 << T("a") << T("needle") << qint64(0);
        QTest::newRow("no filter: every channel, not the dropped event") << 1 << N() << N() << qint64(7);
        QTest::newRow("channel a") << 1 << T("a") << N() << qint64(3);
        QTest::newRow("channel c") << 1 << T("c") << N() << qint64(1);
        QTest::newRow("unknown channel") << 1 << T("zzz") << N() << qint64(0);
        QTest::newRow("text needle") << 1 << N() << T("needle") << qint64(3);
        QTest::newRow("channel b and text needle") << 1 << T("b") << T("needle") << qint64(1);
        QTest::newRow("an empty channel is a filter") << 1 << T("") << N() << qint64(0);
        QTest::newRow("an empty text is a filter (every payload has it)") << 1 << N() << T("") << qint64(7);
        QTest::newRow("channel a and an empty text") << 1 << T("a") << T("") << qint64(3);
        QTest::newRow("every event dropped") << 2 << N() << N() << qint64(0);
        QTest::newRow("every event dropped, channel") << 2 << T("a") << N() << qint64(0);
        QTest::newRow("every event dropped, text") << 2 << N() << T("needle") << qint64(0);
    }
    void countEvents()
    {
        QFETCH(int, fixture);
        QFETCH(Value, channel);
        QFETCH(Value, text);
        QFETCH(qint64, expected);
        fresh();
        if (fixture > 0) {
            const std::map<qint64, Event> events = browseFixture();
            if (fixture == 2)
                for (const auto &e : events)
                    drop(e.first);
        }
        const Result c = h.run("pubsub", "CountEvents", {{"filter_channel", channel}, {"filter_text", text}});
        QCOMPARE(c.columns, (std::vector<std::string>{"count", "first_seq", "last_seq"}));
        QCOMPARE(c.rows.size(), size_t(1));
        QCOMPARE(c.at(0, "count"), I(expected));
        // With the count, whatever the filter, the whole log's seq range as
        // EventSeqRange reads it: browseFixture() publishes seqs 1 to 8.
        const Result range = h.run("pubsub", "EventSeqRange");
        QCOMPARE(c.at(0, "first_seq"), range.at(0, "first_seq"));
        QCOMPARE(c.at(0, "last_seq"), range.at(0, "last_seq"));
        QCOMPARE(c.at(0, "first_seq"), fixture == 1 ? I(1) : N());
        QCOMPARE(c.at(0, "last_seq"), fixture == 1 ? I(8) : N());
    }

    // EventSeqRange: the lowest and the highest seq present, whatever is
    // gone (the far jump's arithmetic rests on it).
    void eventSeqRange_data()
    {
        QTest::addColumn<int>("published");
        QTest::addColumn<Seqs>("dropped");
        QTest::addColumn<Value>("first");
        QTest::addColumn<Value>("last");
        QTest::newRow("empty log") << 0 << Seqs{} << N() << N();
        QTest::newRow("one event") << 1 << Seqs{} << I(1) << I(1);
        QTest::newRow("no holes") << 6 << Seqs{} << I(1) << I(6);
        QTest::newRow("holes inside") << 6 << Seqs{3, 4} << I(1) << I(6);
        QTest::newRow("the oldest gone") << 6 << Seqs{1, 2} << I(3) << I(6);
        QTest::newRow("the newest gone") << 6 << Seqs{6} << I(1) << I(5);
        QTest::newRow("everything gone") << 3 << Seqs{1, 2, 3} << N() << N();
    }
    void eventSeqRange()
    {
        QFETCH(int, published);
        QFETCH(Seqs, dropped);
        QFETCH(Value, first);
        QFETCH(Value, last);
        fresh();
        for (int i = 0; i < published; ++i)
            publish(i % 2 ? "a" : "b", "x");
        for (qint64 s : dropped)
            drop(s);
        const Result r = h.run("pubsub", "EventSeqRange");
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.columns, (std::vector<std::string>{"first_seq", "last_seq"}));
        QCOMPARE(r.at(0, "first_seq"), first);
        QCOMPARE(r.at(0, "last_seq"), last);
    }

    void eventsPage_columns()
    {
        fresh();
        const std::map<qint64, Event> events = browseFixture();
        const std::map<qint64, Value> names{{1, T("Created")}, {2, T("Updated")}, {3, N()}, {4, T("Deleted")},
                                            {5, N()},          {6, N()},          {8, T("Later")}};
        for (const Value &channel : {N(), T("a"), T("b"), T("c")}) {
            const Result fwd = h.run("pubsub", "EventsPage", {{"after_seq", I(0)}, {"filter_channel", channel}, {"filter_text", N()}, {"page_size", I(100)}});
            const Result bwd = h.run("pubsub", "EventsPageBefore", {{"before_seq", I(NEWEST)}, {"filter_channel", channel}, {"filter_text", N()}, {"page_size", I(100)}});
            QCOMPARE(fwd.rows.size(), bwd.rows.size());
            QVERIFY(!fwd.rows.empty());
            for (const Result *r : {&fwd, &bwd}) {
                for (size_t i = 0; i < r->rows.size(); ++i) {
                    const qint64 seq = r->at(i, "seq").toInt();
                    const Event &e = events.at(seq);
                    QCOMPARE(r->at(i, "channel"), T(e.channel));
                    QCOMPARE(r->at(i, "created_at"), I(e.createdAt));
                    QCOMPARE(r->at(i, "payload_size"), I(e.payload.size()));
                    QCOMPARE(r->at(i, "event_name"), names.at(seq));
                    QVERIFY(r->column("payload") < 0); // pages never return payloads
                }
            }
        }
    }

    void eventPayload()
    {
        fresh();
        browseFixture();
        Result r = h.run("pubsub", "EventPayload", {{"seq", I(3)}});
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.at(0, "payload"), B("\xff\xfe raw"));
        r = h.run("pubsub", "EventPayload", {{"seq", I(1)}});
        QCOMPARE(r.at(0, "payload"), B(R"({"event":"Created","data":1})"));
        QVERIFY(h.run("pubsub", "EventPayload", {{"seq", I(7)}}).rows.empty()); // deleted
        QVERIFY(h.run("pubsub", "EventPayload", {{"seq", I(99)}}).rows.empty());
    }

    // ---- Admin: subscribers ----------------------------------------------

    void subscribers()
    {
        fresh();
        Result r;
        subscriber("solo", 0, T0 - 7);
        r = h.run("pubsub", "Subscribers");
        QCOMPARE(r.rows.size(), size_t(1));
        QCOMPARE(r.at(0, "head"), I(0));
        QCOMPARE(r.at(0, "lag"), I(0));
        QCOMPARE(r.at(0, "oldest_unread_created_at"), N());
        QCOMPARE(r.at(0, "updated_at"), I(T0 - 7));
        query("DELETE FROM askr_subscribers");

        for (int i = 1; i <= 5; ++i)
            publishAt(T0 + 10 * i, "c", "x"); // seq i created at T0 + 10 i
        drop(4);
        struct Expect {
            QByteArray name;
            qint64 cursor, lag;
            Value oldest;
            qint64 updated;
        };
        const QList<Expect> expected{{"alpha", 0, 5, I(T0 + 10), T0 - 1},
                                     {"beta", 3, 2, I(T0 + 50), T0 - 2}, // seq 4 is gone: the next unread is 5
                                     {"delta", 9, 0, N(), T0 - 3},       // ahead of the head
                                     {"epsilon", 2, 3, I(T0 + 30), T0 - 4},
                                     {"gamma", 5, 0, N(), T0 - 5}};
        // Inserted out of order: the list is ordered by name.
        for (int i = expected.size() - 1; i >= 0; --i)
            subscriber(expected[i].name, expected[i].cursor, expected[i].updated);
        r = h.run("pubsub", "Subscribers");
        QCOMPARE(r.rows.size(), size_t(expected.size()));
        for (int i = 0; i < expected.size(); ++i) {
            const Expect &e = expected[i];
            QCOMPARE(r.at(size_t(i), "name"), T(e.name));
            QCOMPARE(r.at(size_t(i), "cursor"), I(e.cursor));
            QCOMPARE(r.at(size_t(i), "head"), I(5));
            QCOMPARE(r.at(size_t(i), "lag"), I(e.lag));
            QCOMPARE(r.at(size_t(i), "oldest_unread_created_at"), e.oldest);
            QCOMPARE(r.at(size_t(i), "updated_at"), I(e.updated));
        }
    }

    void resetAndDeleteSubscribers()
    {
        fresh();
        for (int i = 0; i < 5; ++i)
            publish("c", "x");
        QCOMPARE(h.run("pubsub", "Subscribe", {{"name", T("s1")}}).at(0, "cursor"), I(5));
        QCOMPARE(h.run("pubsub", "Subscribe", {{"name", T("s2")}}).at(0, "cursor"), I(5));
        h.advance(10);
        auto reset = [&](const char *name, qint64 cursor) {
            return h.run("pubsub", "ResetSubscriber", {{"name", T(name)}, {"cursor", I(cursor)}}).changes;
        };
        // Backwards replays...
        QCOMPARE(reset("s1", 2), qint64(1));
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(2), T0 + 10)));
        QCOMPARE(subscriberRow("s2"), std::make_optional(std::make_pair(qint64(5), T0)));
        QCOMPARE(seqColumn(h.run("pubsub", "Tail", {{"cursor", I(subscriberRow("s1")->first)}, {"batch", I(10)}})), (Seqs{3, 4, 5}));
        // ...forwards skips.
        h.advance(1);
        QCOMPARE(reset("s1", 4), qint64(1));
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(4), T0 + 11)));
        QCOMPARE(reset("nobody", 1), qint64(0));
        QCOMPARE(subscriberNames(), (QList<QByteArray>{"s1", "s2"}));

        publish("c", "x");
        publish("c", "x"); // head 7
        h.advance(5);
        QCOMPARE(h.run("pubsub", "ResetSubscriberToHead", {{"name", T("s1")}}).changes, qint64(1));
        QCOMPARE(subscriberRow("s1"), std::make_optional(std::make_pair(qint64(7), T0 + 16)));
        QCOMPARE(subscriberRow("s2"), std::make_optional(std::make_pair(qint64(5), T0)));
        QCOMPARE(h.run("pubsub", "ResetSubscriberToHead", {{"name", T("nobody")}}).changes, qint64(0));
        QCOMPARE(subscriberNames(), (QList<QByteArray>{"s1", "s2"}));

        QCOMPARE(h.run("pubsub", "DeleteSubscriber", {{"name", T("s1")}}).changes, qint64(1));
        QCOMPARE(subscriberNames(), QList<QByteArray>{"s2"});
        QCOMPARE(h.run("pubsub", "DeleteSubscriber", {{"name", T("s1")}}).changes, qint64(0));
        QCOMPARE(subscriberNames(), QList<QByteArray>{"s2"});
        // The runtime's next Subscribe recreates it at the head.
        QCOMPARE(h.run("pubsub", "Subscribe", {{"name", T("s1")}}).at(0, "cursor"), I(7));

        // An empty log's head is 0.
        query("DELETE FROM askr_events");
        QCOMPARE(h.run("pubsub", "ResetSubscriberToHead", {{"name", T("s2")}}).changes, qint64(1));
        QCOMPARE(subscriberRow("s2")->first, qint64(0));
    }

    // ---- Admin: who loses unread events to a trim --------------------------

    void trimAgeLosers_data()
    {
        QTest::addColumn<qint64>("retention");
        QTest::addColumn<QList<Loser>>("expected");
        // Events (seq: created_at - T0): 1: -100, 2: -30, 3: -90, 4: -60,
        // 5: -61, 6: 0. created_at does not follow seq. s2 and s2-twin share
        // a cursor.
        QTest::newRow("60") << qint64(60)
                            << QList<Loser>{{"s0", 0, 3}, {"s2", 2, 2}, {"s2-twin", 2, 2}, {"s3", 3, 1}, {"s4", 4, 1}};
        QTest::newRow("0") << qint64(0)
                           << QList<Loser>{{"s0", 0, 5}, {"s2", 2, 3}, {"s2-twin", 2, 3}, {"s3", 3, 2}, {"s4", 4, 1}};
        QTest::newRow("90: the event at exactly the cutoff stays") << qint64(90) << QList<Loser>{{"s0", 0, 1}};
        QTest::newRow("89") << qint64(89) << QList<Loser>{{"s0", 0, 2}, {"s2", 2, 1}, {"s2-twin", 2, 1}};
        QTest::newRow("1000: nothing to trim") << qint64(1000) << QList<Loser>{};
    }
    void trimAgeLosers()
    {
        QFETCH(qint64, retention);
        QFETCH(QList<Loser>, expected);
        fresh();
        for (qint64 at : {-100, -30, -90, -60, -61, 0})
            publishAt(T0 + at, "c", "x");
        for (const auto &[name, cursor] : std::initializer_list<std::pair<const char *, qint64>>{
                 {"s6", 6}, {"s5", 5}, {"s4", 4}, {"s3", 3}, {"s2-twin", 2}, {"s2", 2}, {"s0", 0}, {"z-ahead", 100}})
            subscriber(name, cursor);
        const Result r = h.run("pubsub", "TrimAgeLosers", {{"retention_seconds", I(retention)}});
        QCOMPARE(losers(r), expected);
        // The trim itself takes exactly those unread events.
        const auto before = unread();
        h.run("pubsub", "TrimAge", {{"retention_seconds", I(retention)}});
        const auto after = unread();
        for (const auto &[name, count] : before) {
            qint64 lost = 0;
            for (const Loser &l : expected)
                if (l.name == name)
                    lost = l.unreadLost;
            QCOMPARE(count - after.at(name), lost);
        }
    }

    void trimSizeLosers_data()
    {
        QTest::addColumn<qint64>("keepLast");
        QTest::addColumn<QList<Loser>>("expected");
        // Events 1, 2, 4, 5, 7, 8 (3 and 6 are gone); c4 and c4b share a cursor.
        QTest::newRow("keep 3") << qint64(3) << QList<Loser>{{"c0", 0, 3}, {"c2", 2, 1}, {"c3", 3, 1}};
        QTest::newRow("keep 1") << qint64(1) << QList<Loser>{{"c0", 0, 5}, {"c2", 2, 3}, {"c3", 3, 3}, {"c4", 4, 2}, {"c4b", 4, 2}};
        QTest::newRow("keep 0") << qint64(0)
                                << QList<Loser>{{"c0", 0, 6}, {"c2", 2, 4}, {"c3", 3, 4}, {"c4", 4, 3}, {"c4b", 4, 3}, {"c7", 7, 1}};
        QTest::newRow("keep exactly as many as there are") << qint64(6) << QList<Loser>{};
        QTest::newRow("keep more") << qint64(100) << QList<Loser>{};
        QTest::newRow("negative") << qint64(-1) << QList<Loser>{};
    }
    void trimSizeLosers()
    {
        QFETCH(qint64, keepLast);
        QFETCH(QList<Loser>, expected);
        fresh();
        for (int i = 0; i < 8; ++i)
            publish("c", "x");
        drop(3);
        drop(6);
        for (const auto &[name, cursor] : std::initializer_list<std::pair<const char *, qint64>>{
                 {"c8", 8}, {"c7", 7}, {"c4b", 4}, {"c4", 4}, {"c3", 3}, {"c2", 2}, {"c0", 0}})
            subscriber(name, cursor);
        const Result r = h.run("pubsub", "TrimSizeLosers", {{"keep_last", I(keepLast)}});
        QCOMPARE(losers(r), expected);
        const auto before = unread();
        h.run("pubsub", "TrimSize", {{"keep_last", I(keepLast)}});
        const auto after = unread();
        for (const auto &[name, count] : before) {
            qint64 lost = 0;
            for (const Loser &l : expected)
                if (l.name == name)
                    lost = l.unreadLost;
            QCOMPARE(count - after.at(name), lost);
        }
    }

    // ---- Admin: several subscribers in one statement ----------------------

    void subscriberLists_data()
    {
        QTest::addColumn<QList<QByteArray>>("names");
        QTest::addColumn<qint64>("rows");
        QTest::addColumn<qint64>("cursor"); // the preview's highest cursor before; -1: null
        QTest::newRow("one") << QList<QByteArray>{"s1"} << qint64(1) << qint64(2);
        QTest::newRow("two of three") << QList<QByteArray>{"s3", "s1"} << qint64(2) << qint64(2);
        QTest::newRow("not UTF-8, quote, backslash")
            << QList<QByteArray>{"bin:\xff", "q\"uo\\te"} << qint64(2) << qint64(5);
        QTest::newRow("unknown and repeated names") << QList<QByteArray>{"s2", "nobody", "s2", "s"} << qint64(1) << qint64(6);
        QTest::newRow("none known") << QList<QByteArray>{"nobody"} << qint64(0) << qint64(-1);
        QTest::newRow("empty list") << QList<QByteArray>{} << qint64(0) << qint64(-1);
    }
    void subscriberLists()
    {
        QFETCH(QList<QByteArray>, names);
        QFETCH(qint64, rows);
        QFETCH(qint64, cursor);
        const QList<QByteArray> all{"s1", "s2", "s3", "bin:\xff", "q\"uo\\te"};
        const QList<qint64> cursors{2, 6, 0, 1, 5};
        auto setUp = [&] {
            fresh();
            for (int i = 0; i < 7; ++i)
                publishAt(T0 - 100 + 10 * i, "c", "x");
            for (int i = 0; i < all.size(); ++i)
                subscriber(all[i], cursors[i], T0 - 50);
        };
        const Value list = T(askr::contracts::jsonStringArray(names));

        setUp();
        const Result p = h.run("pubsub", "PreviewResetSubscribersToHead", {{"names", list}});
        QCOMPARE(p.at(0, "rows"), I(rows));
        QCOMPARE(p.at(0, "cursor"), cursor < 0 ? N() : I(cursor));
        QCOMPARE(p.at(0, "head"), I(7));
        QCOMPARE(h.run("pubsub", "ResetSubscribersToHead", {{"names", list}}).changes, rows);
        for (int i = 0; i < all.size(); ++i) {
            const auto expected = names.contains(all[i]) ? std::make_pair(qint64(7), T0) : std::make_pair(cursors[i], T0 - 50);
            QCOMPARE(subscriberRow(all[i]), std::make_optional(expected));
        }

        setUp();
        QCOMPARE(h.run("pubsub", "PreviewDeleteSubscribers", {{"names", list}}).at(0, "rows"), I(rows));
        QCOMPARE(h.run("pubsub", "DeleteSubscribers", {{"names", list}}).changes, rows);
        for (const QByteArray &name : all)
            QCOMPARE(subscriberRow(name).has_value(), !names.contains(name));
    }

    // ---- Admin: previews equal what the operation then does -------------

    void previews_data()
    {
        QTest::addColumn<int>("which");
        for (int i = 0; i < int(previewCases().size()); ++i)
            QTest::newRow(previewCases()[size_t(i)].name) << i;
    }
    void previews()
    {
        QFETCH(int, which);
        const PreviewCase &c = previewCases()[size_t(which)];
        fresh();
        // Events 1..7 created at T0 - 100 + 10 (seq - 1) except seq 5 (clock
        // stepped back); 3 is gone.
        for (int i = 0; i < 7; ++i)
            publishAt(i == 4 ? T0 - 95 : T0 - 100 + 10 * i, "c", "x");
        drop(3);
        subscriber("s1", 2, T0 - 50);
        subscriber("s2", 6, T0 - 50);
        subscriber("s3", 0, T0 - 50);
        const qint64 head = 7;
        const auto before = subscriberRow("s1");

        const Result p = h.run("pubsub", c.preview, c.params);
        QCOMPARE(p.rows.size(), size_t(1));
        QVERIFY(!p.columns.empty() && p.columns.front() == "rows");
        const qint64 eventsBefore = h.scalar("SELECT count(*) FROM askr_events");
        const qint64 subsBefore = h.scalar("SELECT count(*) FROM askr_subscribers");
        const Result r = h.run("pubsub", c.op, c.params);
        QCOMPARE(p.at(0, "rows"), I(r.changes));
        QCOMPARE(r.changes, c.rows);
        const std::string op = c.op;
        if (op == "TrimAge" || op == "TrimSize") {
            QCOMPARE(eventsBefore - h.scalar("SELECT count(*) FROM askr_events"), r.changes);
        } else if (op == "DeleteSubscriber") {
            QCOMPARE(subsBefore - h.scalar("SELECT count(*) FROM askr_subscribers"), r.changes);
        } else {
            // The resets report the subscriber's cursor before the change.
            const bool known = c.params.front().second == T("s1");
            QCOMPARE(p.at(0, "cursor"), known ? I(before->first) : N());
            if (op == "ResetSubscriberToHead")
                QCOMPARE(p.at(0, "head"), I(head));
        }
    }


private:
    struct PreviewCase {
        const char *name;
        const char *preview;
        const char *op;
        Params params;
        qint64 rows;
    };
    static const std::vector<PreviewCase> &previewCases()
    {
        // Events (seq: created_at - T0): 1: -100, 2: -90, 4: -70, 5: -95,
        // 6: -50, 7: -40.
        static const std::vector<PreviewCase> cases{
            {"TrimAge 70 (boundary)", "PreviewTrimAge", "TrimAge", {{"retention_seconds", I(70)}}, 3},
            {"TrimAge 71", "PreviewTrimAge", "TrimAge", {{"retention_seconds", I(71)}}, 3},
            {"TrimAge 69", "PreviewTrimAge", "TrimAge", {{"retention_seconds", I(69)}}, 4},
            {"TrimAge 0", "PreviewTrimAge", "TrimAge", {{"retention_seconds", I(0)}}, 6},
            {"TrimAge 1000", "PreviewTrimAge", "TrimAge", {{"retention_seconds", I(1000)}}, 0},
            {"TrimSize 2", "PreviewTrimSize", "TrimSize", {{"keep_last", I(2)}}, 4},
            {"TrimSize 4", "PreviewTrimSize", "TrimSize", {{"keep_last", I(4)}}, 2},
            {"TrimSize 0", "PreviewTrimSize", "TrimSize", {{"keep_last", I(0)}}, 6},
            {"TrimSize 6", "PreviewTrimSize", "TrimSize", {{"keep_last", I(6)}}, 0},
            {"TrimSize -1", "PreviewTrimSize", "TrimSize", {{"keep_last", I(-1)}}, 0},
            {"ResetSubscriber", "PreviewResetSubscriber", "ResetSubscriber", {{"name", T("s1")}, {"cursor", I(1)}}, 1},
            {"ResetSubscriber unknown", "PreviewResetSubscriber", "ResetSubscriber", {{"name", T("nobody")}, {"cursor", I(1)}}, 0},
            {"ResetSubscriberToHead", "PreviewResetSubscriberToHead", "ResetSubscriberToHead", {{"name", T("s1")}}, 1},
            {"ResetSubscriberToHead unknown", "PreviewResetSubscriberToHead", "ResetSubscriberToHead", {{"name", T("nobody")}}, 0},
            {"DeleteSubscriber", "PreviewDeleteSubscriber", "DeleteSubscriber", {{"name", T("s1")}}, 1},
            {"DeleteSubscriber unknown", "PreviewDeleteSubscriber", "DeleteSubscriber", {{"name", T("nobody")}}, 0},
        };
        return cases;
    }
};

QTEST_GUILESS_MAIN(PubSubConformance)
#include "conformance_pubsub.moc"
