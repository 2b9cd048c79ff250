// The actions on the keys a user selected (Cache page): the preview counts
// exactly what the apply changes, and only the selected keys are touched.

#include "askr_contracts_api.h"
#include "connection.h"
#include "operations/cache/keyactions.h"

#include <QTest>

using namespace askr;
using operations::Action;
using operations::KeyActions;
namespace cache = contracts::cache;

class TestKeyActions : public QObject
{
    Q_OBJECT

    std::unique_ptr<contracts::Connection> m_db;
    qint64 m_now = 1'700'000'000;

    bool holds(const QByteArray &key) { return cache::valueInfo(*m_db, key).has_value(); }
    contracts::Value expiresAt(const QByteArray &key)
    {
        const auto r = cache::getWithTtl(*m_db, key);
        return r ? r->expires_at : contracts::Value();
    }

private Q_SLOTS:
    void init()
    {
        m_db = contracts::Connection::openMemory();
        m_db->setClock([this] { return m_now; });
        cache::install(*m_db);
        QCOMPARE(cache::set(*m_db, "a", "1", m_now + 60), 1);
        QCOMPARE(cache::set(*m_db, "b", "1", m_now + 60), 1);
        QCOMPARE(cache::set(*m_db, "old", "1", m_now - 10), 1); // expired, not swept
        QCOMPARE(cache::set(*m_db, "c", "1", std::nullopt), 1);
    }

    void forget_data()
    {
        QTest::addColumn<QList<QByteArray>>("keys");
        QTest::addColumn<qint64>("changed");
        QTest::newRow("two") << QList<QByteArray> { "a", "b" } << qint64(2);
        QTest::newRow("one gone") << QList<QByteArray> { "a", "gone" } << qint64(1);
        QTest::newRow("expired too") << QList<QByteArray> { "old" } << qint64(1);
        QTest::newRow("none there") << QList<QByteArray> { "gone" } << qint64(0);
    }
    void forget()
    {
        QFETCH(QList<QByteArray>, keys);
        QFETCH(qint64, changed);
        const Action a = KeyActions::forget(keys);
        QCOMPARE(a.preview(*m_db), changed);
        QVERIFY(holds("a") && holds("b") && holds("old") && holds("c")); // the preview changes nothing
        QCOMPARE(a.apply(*m_db), changed);
        for (const QByteArray key : { "a", "b", "old", "c" })
            QCOMPARE(holds(key), !keys.contains(key));
        QCOMPARE(a.preview(*m_db), 0);
    }

    void touch_data()
    {
        QTest::addColumn<QList<QByteArray>>("keys");
        QTest::addColumn<qint64>("changed");
        QTest::newRow("two live") << QList<QByteArray> { "a", "c" } << qint64(2);
        // An expired entry is not revived.
        QTest::newRow("expired stays") << QList<QByteArray> { "a", "old" } << qint64(1);
        QTest::newRow("gone") << QList<QByteArray> { "gone" } << qint64(0);
    }
    void touch()
    {
        QFETCH(QList<QByteArray>, keys);
        QFETCH(qint64, changed);
        const Action a = KeyActions::touch(keys, 300);
        QCOMPARE(a.preview(*m_db), changed);
        QCOMPARE(expiresAt("a").toInt(), m_now + 60);
        m_now += 5; // the expiry follows the database's clock when written
        QCOMPARE(a.apply(*m_db), changed);
        QCOMPARE(expiresAt("a").toInt(), keys.contains("a") ? m_now + 300 : m_now - 5 + 60);
        QCOMPARE(expiresAt("b").toInt(), m_now - 5 + 60); // not selected: untouched
        if (keys.contains("c"))
            QCOMPARE(expiresAt("c").toInt(), m_now + 300);
        else
            QVERIFY(expiresAt("c").isNull());
    }

    void touchNeverExpires()
    {
        const Action a = KeyActions::touch({ "a" }, std::nullopt);
        QCOMPARE(a.apply(*m_db), 1);
        QVERIFY(expiresAt("a").isNull());
        QCOMPARE(expiresAt("b").toInt(), m_now + 60);
    }

    void increment()
    {
        QCOMPARE(cache::set(*m_db, "n", "5", std::nullopt), 1);
        QVERIFY(!KeyActions::increment("n", 2, std::nullopt).preview);
        QCOMPARE(KeyActions::increment("n", 2, std::nullopt).apply(*m_db), 7);
        QCOMPARE(KeyActions::increment("n", -10, std::nullopt).apply(*m_db), -3);
        // A missing key starts at zero, with the expiry given.
        QCOMPARE(KeyActions::increment("m", 4, m_now + 30).apply(*m_db), 4);
        QCOMPARE(expiresAt("m").toInt(), m_now + 30);
    }

    // The texts name the keys as the page lists them and say what the count
    // left out.
    void texts()
    {
        const Action forget = KeyActions::forget({ "a", "gone" }, QStringLiteral("a and gone"));
        QCOMPARE(forget.question(1),
                 QStringLiteral("Forget 2 keys (a and gone)? Their values are deleted; readers will miss them. 1 of them had been removed meanwhile."));
        QCOMPARE(forget.report(2, 1), QStringLiteral("Forgot 1 key(s). 1 had been removed meanwhile."));
        const Action touch = KeyActions::touch({ "a", "old" }, 300, QStringLiteral("5 min 0 s"), QStringLiteral("a and old"));
        QCOMPARE(touch.question(1),
                 QStringLiteral("Make 1 live key(s) expire in 5 min 0 s? Selected: a and old. "
                                "1 selected key(s) have expired or are gone and stay as they are."));
        QCOMPARE(KeyActions::touch({ "a" }, std::nullopt).report(1, 1), QStringLiteral("1 key(s) now never expire."));
        QCOMPARE(KeyActions::increment("n", -2, std::nullopt).report(0, 3), QStringLiteral("Counter decremented by 2 to 3."));
    }
};

QTEST_GUILESS_MAIN(TestKeyActions)
#include "tst_keyactions.moc"
