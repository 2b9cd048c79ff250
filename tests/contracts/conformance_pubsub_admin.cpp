// Conformance of the pub/sub admin operations the Pub/sub page added:
// ChannelActivity (per-channel counts over a seq range, for publish rates
// and live counts between full counts) and EventPayloadChunk (a large
// payload a part at a time). The SQL is read from contracts/pubsub.md at run
// time, so askr-mutate can point this binary at mutated copies.

#include "contractharness.h"

#include <QTest>

using namespace askr;
using namespace askr::test;
using contracts::Value;

namespace {

constexpr qint64 Newest = 9223372036854775807LL;

struct Activity {
    QByteArray channel;
    qint64 events;
    qint64 firstSeq;
    qint64 lastSeq;
};

// Readable in a failure message.
QStringList describe(const QList<Activity> &list)
{
    QStringList out;
    for (const auto &a : list)
        out << QStringLiteral("%1: %2 events, %3..%4").arg(QString::fromLatin1(a.channel.toHex())).arg(a.events).arg(a.firstSeq).arg(a.lastSeq);
    return out;
}

} // namespace

class ConformancePubSubAdmin : public QObject
{
    Q_OBJECT
    ContractHarness h;

    qint64 publish(const QByteArray &channel, const QByteArray &payload)
    {
        return h.run("pubsub", "Publish", {{"channel", T(channel)}, {"payload", B(payload)}}).rows.at(0).at(0).toInt();
    }

    QList<Activity> activity(qint64 after, qint64 before)
    {
        const auto r = h.run("pubsub", "ChannelActivity", {{"after_seq", I(after)}, {"before_seq", I(before)}});
        QList<Activity> out;
        for (size_t i = 0; i < r.rows.size(); ++i)
            out.append({r.at(i, "channel").toBytes(), r.at(i, "events").toInt(), r.at(i, "first_seq").toInt(), r.at(i, "last_seq").toInt()});
        return out;
    }

private Q_SLOTS:
    void cleanup() { ContractHarness::stopAtAFailureIfAsked(); }
    void init()
    {
        QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText()));
        h.reset();
    }

    // Seqs 1..12 over three channels, a gap at 13 and 14, then 15.
    void channelActivityCountsARangeExactly_data()
    {
        QTest::addColumn<qint64>("after");
        QTest::addColumn<qint64>("before");
        QTest::addColumn<QList<Activity>>("expected");
        // a: 1 4 7 10 | b: 2 5 8 11 | c: 3 6 9 12 ; 13 and 14 deleted ; d: 15
        QTest::newRow("everything") << qint64(0) << Newest
                                    << QList<Activity>{{"a", 4, 1, 10}, {"b", 4, 2, 11}, {"c", 4, 3, 12}, {"d", 1, 15, 15}};
        QTest::newRow("after is excluded") << qint64(10) << Newest << QList<Activity>{{"b", 1, 11, 11}, {"c", 1, 12, 12}, {"d", 1, 15, 15}};
        QTest::newRow("before is excluded") << qint64(0) << qint64(3) << QList<Activity>{{"a", 1, 1, 1}, {"b", 1, 2, 2}};
        QTest::newRow("a middle stretch") << qint64(4) << qint64(9) << QList<Activity>{{"a", 1, 7, 7}, {"b", 2, 5, 8}, {"c", 1, 6, 6}};
        QTest::newRow("across the gap") << qint64(11) << qint64(16) << QList<Activity>{{"c", 1, 12, 12}, {"d", 1, 15, 15}};
        QTest::newRow("only the gap") << qint64(12) << qint64(15) << QList<Activity>{};
        QTest::newRow("empty range") << qint64(7) << qint64(8) << QList<Activity>{};
        QTest::newRow("inverted range") << qint64(9) << qint64(3) << QList<Activity>{};
        QTest::newRow("past the head") << qint64(15) << Newest << QList<Activity>{};
    }
    void channelActivityCountsARangeExactly()
    {
        QFETCH(qint64, after);
        QFETCH(qint64, before);
        QFETCH(QList<Activity>, expected);
        for (int i = 1; i <= 12; ++i)
            QCOMPARE(publish(QByteArray(1, char('a' + (i - 1) % 3)), "{}"), qint64(i));
        publish("e", "x");
        publish("e", "y");
        // Delete the newest two directly (a trim deletes the oldest): seq is
        // never reused, so this leaves a gap.
        h.scalar("DELETE FROM askr_events WHERE seq > 12");
        QCOMPARE(publish("d", "z"), qint64(15));
        QCOMPARE(describe(activity(after, before)), describe(expected));
    }

    // Channels sort by their bytes, as the channel index does, and a name that
    // is not UTF-8 comes back byte-exact.
    void channelActivityKeepsRawNames()
    {
        const QByteArray odd("caf\xe9\xff", 5);
        publish("b", "1");
        publish(odd, "2");
        publish("B", "3");
        publish(odd, "4");
        const auto got = activity(0, Newest);
        QCOMPARE(describe(got), describe({{"B", 1, 3, 3}, {"b", 1, 1, 1}, {odd, 2, 2, 4}}));
    }

    // Counts kept current the way the page does it: a full count through seq
    // B, then the activity after B, equals a new full count.
    void channelActivityContinuesAFullCount()
    {
        for (int i = 0; i < 50; ++i)
            publish(i % 5 == 0 ? "rare" : "busy", "{}");
        const auto full = h.run("pubsub", "Channels");
        qint64 through = 0;
        QHash<QByteArray, qint64> counts;
        for (size_t i = 0; i < full.rows.size(); ++i) {
            counts[full.at(i, "channel").toBytes()] = full.at(i, "events").toInt();
            through = qMax(through, full.at(i, "last_seq").toInt());
        }
        QCOMPARE(through, qint64(50));
        for (int i = 0; i < 17; ++i)
            publish(i % 2 ? "busy" : "new", "{}");
        for (const auto &a : activity(through, Newest))
            counts[a.channel] += a.events;
        const auto again = h.run("pubsub", "Channels");
        QCOMPARE(qint64(again.rows.size()), qint64(3));
        for (size_t i = 0; i < again.rows.size(); ++i)
            QCOMPARE(counts.value(again.at(i, "channel").toBytes()), again.at(i, "events").toInt());
        QCOMPARE(counts.value("busy"), qint64(40 + 8));
        QCOMPARE(counts.value("new"), qint64(9));
        QCOMPARE(counts.value("rare"), qint64(10));
    }

    void eventPayloadChunkReadsBytes_data()
    {
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<qint64>("length");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("start") << qint64(0) << qint64(4) << QByteArray("{\"ev");
        QTest::newRow("middle") << qint64(2) << qint64(5) << QByteArray("event");
        QTest::newRow("past the end is cut") << qint64(21) << qint64(100) << QByteArray("\xff\x00z}", 4);
        QTest::newRow("at the end") << qint64(25) << qint64(10) << QByteArray("");
        QTest::newRow("beyond the end") << qint64(1000) << qint64(10) << QByteArray("");
    }
    void eventPayloadChunkReadsBytes()
    {
        QFETCH(qint64, offset);
        QFETCH(qint64, length);
        QFETCH(QByteArray, expected);
        const QByteArray payload("{\"event\":\"x\",\"data\":\"\xff\x00z}", 25);
        publish("c", "other");
        const qint64 seq = publish("c", payload);
        const auto r = h.run("pubsub", "EventPayloadChunk", {{"seq", I(seq)}, {"offset", I(offset)}, {"length", I(length)}});
        QCOMPARE(qint64(r.rows.size()), qint64(1));
        QCOMPARE(r.at(0, "chunk").toBytes(), expected);
        QCOMPARE(r.at(0, "payload_size").toInt(), qint64(25));
    }

    // A payload another client stored as TEXT is still read by bytes: "é" is
    // two bytes, and a chunk boundary may fall inside it.
    void eventPayloadChunkReadsTextAsBytes()
    {
        h.scalar("INSERT INTO askr_events (channel, payload) VALUES ('t', 'aé€b')");
        const auto r = h.run("pubsub", "EventPayloadChunk", {{"seq", I(1)}, {"offset", I(2)}, {"length", I(3)}});
        QCOMPARE(r.at(0, "chunk").toBytes(), QByteArray("\xa9\xe2\x82", 3));
        QCOMPARE(r.at(0, "payload_size").toInt(), qint64(7));
        QCOMPARE(r.at(0, "chunk").kind(), Value::Blob);
    }

    void eventPayloadChunkOfAGoneEventIsNoRow()
    {
        publish("c", "1");
        publish("c", "2");
        QCOMPARE(h.run("pubsub", "TrimSize", {{"keep_last", I(1)}}).changes, qint64(1));
        QCOMPARE(qint64(h.run("pubsub", "EventPayloadChunk", {{"seq", I(1)}, {"offset", I(0)}, {"length", I(10)}}).rows.size()), qint64(0));
        QCOMPARE(h.run("pubsub", "EventPayloadChunk", {{"seq", I(2)}, {"offset", I(0)}, {"length", I(10)}}).at(0, "chunk").toBytes(), QByteArray("2"));
    }
};

QTEST_GUILESS_MAIN(ConformancePubSubAdmin)
#include "conformance_pubsub_admin.moc"
