// The typed settings of storage/settings (issue 33): defaults when unset,
// stored values clamped to their range, wrong types read as the default,
// and the keys those of the releases before, so that users' files still load.
#include "storage/settings/activitysettings.h"
#include "storage/settings/alertsettings.h"
#include "storage/settings/cachesettings.h"
#include "storage/settings/fleetsettings.h"
#include "storage/settings/layoutsettings.h"
#include "storage/settings/payloadsettings.h"
#include "storage/settings/pubsubsettings.h"
#include "storage/settings/queuesettings.h"
#include "storage/settings/recentsettings.h"
#include "storage/settings/refreshsettings.h"
#include "storage/settings/serversettings.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace askr::storage::settings;

namespace {

// Each setting by name: its legacy key, how the app reads it and writes it.
struct Entry
{
    QString key;
    std::function<QVariant()> get;
    std::function<void(const QVariant &)> set;
};

const QHash<QString, Entry> &entries()
{
    static const QHash<QString, Entry> all{
        {QStringLiteral("poll"), {QStringLiteral("Session/pollIntervalMs"), [] { return QVariant(RefreshSettings::pollIntervalMs()); },
                                  [](const QVariant &v) { RefreshSettings::setPollIntervalMs(v.toInt()); }}},
        {QStringLiteral("overviewSample"), {QStringLiteral("Overview/sampleSeconds"), [] { return QVariant(RefreshSettings::overviewSampleSeconds()); }, {}}},
        {QStringLiteral("stuckDefault"), {QStringLiteral("Queues/StuckAfterDefault"), [] { return QVariant(QueueSettings::stuckAfterDefault()); },
                                          [](const QVariant &v) { QueueSettings::setStuckAfterDefault(v.toLongLong()); }}},
        {QStringLiteral("stuckOwn"), {QStringLiteral("Queues/StuckAfter/mail%2Fout"), [] { return QVariant(QueueSettings::stuckAfter("mail/out")); },
                                      [](const QVariant &v) { QueueSettings::setStuckAfter("mail/out", v.toLongLong()); }}},
        {QStringLiteral("historyDays"), {QStringLiteral("History/retentionDays"), [] { return QVariant(QueueSettings::historyRetentionDays()); },
                                         [](const QVariant &v) { QueueSettings::setHistoryRetentionDays(v.toLongLong()); }}},
        {QStringLiteral("chartRange"), {QStringLiteral("QueueCharts/range"), [] { return QVariant(QueueSettings::chartRange()); },
                                        [](const QVariant &v) { QueueSettings::setChartRange(v.toInt()); }}},
        {QStringLiteral("groupBy"), {QStringLiteral("DeadLettersPage/groupBy"), [] { return QVariant(QueueSettings::deadLettersGroupBy()); },
                                     [](const QVariant &v) { QueueSettings::setDeadLettersGroupBy(v.toInt()); }}},
        {QStringLiteral("descending"), {QStringLiteral("QueuesPage/jobs/descending"), [] { return QVariant(QueueSettings::descending(QStringLiteral("QueuesPage/jobs"))); },
                                        [](const QVariant &v) { QueueSettings::setDescending(QStringLiteral("QueuesPage/jobs"), v.toBool()); }}},
        {QStringLiteral("lockPatterns"), {QStringLiteral("Cache/lockPatterns"), [] { return QVariant(CacheSettings::lockPatterns({QStringLiteral("default:*")})); },
                                          [](const QVariant &v) { CacheSettings::setLockPatterns(v.toStringList()); }}},
        {QStringLiteral("filterMode"), {QStringLiteral("CachePage/filterMode"), [] { return QVariant(CacheSettings::filterMode()); },
                                        [](const QVariant &v) { CacheSettings::setFilterMode(v.toInt()); }}},
        {QStringLiteral("ttlAmount"), {QStringLiteral("CachePage/ttlAmount"), [] { return QVariant(CacheSettings::ttlAmount()); },
                                       [](const QVariant &v) { CacheSettings::setTtl(v.toInt(), CacheSettings::ttlUnit()); }}},
        {QStringLiteral("ttlUnit"), {QStringLiteral("CachePage/ttlUnit"), [] { return QVariant(CacheSettings::ttlUnit()); },
                                     [](const QVariant &v) { CacheSettings::setTtl(CacheSettings::ttlAmount(), v.toInt()); }}},
        {QStringLiteral("counterDelta"), {QStringLiteral("CachePage/counterDelta"), [] { return QVariant(CacheSettings::counterDelta()); },
                                          [](const QVariant &v) { CacheSettings::setCounterDelta(v.toInt()); }}},
        {QStringLiteral("stall"), {QStringLiteral("PubSub/stallSeconds"), [] { return QVariant(PubSubSettings::stallSeconds()); },
                                   [](const QVariant &v) { PubSubSettings::setStallSeconds(v.toLongLong()); }}},
        {QStringLiteral("behind"), {QStringLiteral("PubSub/behindSeconds"), [] { return QVariant(PubSubSettings::behindSeconds()); },
                                    [](const QVariant &v) { PubSubSettings::setBehindSeconds(v.toLongLong()); }}},
        {QStringLiteral("tailCapacity"), {QStringLiteral("PubSub/tailCapacity"), [] { return QVariant(PubSubSettings::tailCapacity()); }, {}}},
        {QStringLiteral("tab"), {QStringLiteral("PubSub/tab"), [] { return QVariant(PubSubSettings::tab()); }, [](const QVariant &v) { PubSubSettings::setTab(v.toInt()); }}},
        {QStringLiteral("lagMeasure"), {QStringLiteral("PubSub/lagMeasure"), [] { return QVariant(PubSubSettings::lagMeasure()); },
                                        [](const QVariant &v) { PubSubSettings::setLagMeasure(v.toInt()); }}},
        {QStringLiteral("keepLast"), {QStringLiteral("PubSub/keepLast"), [] { return QVariant(PubSubSettings::keepLast()); },
                                      [](const QVariant &v) { PubSubSettings::setKeepLast(v.toInt()); }}},
        {QStringLiteral("trimAgeValue"), {QStringLiteral("PubSub/trimAgeValue"), [] { return QVariant(PubSubSettings::trimAgeValue()); },
                                          [](const QVariant &v) { PubSubSettings::setTrimAge(v.toInt(), PubSubSettings::trimAgeUnit()); }}},
        {QStringLiteral("trimAgeUnit"), {QStringLiteral("PubSub/trimAgeUnit"), [] { return QVariant(PubSubSettings::trimAgeUnit()); },
                                         [](const QVariant &v) { PubSubSettings::setTrimAge(PubSubSettings::trimAgeValue(), v.toInt()); }}},
        {QStringLiteral("publishChannel"), {QStringLiteral("PubSub/publishChannel"), [] { return QVariant(PubSubSettings::publishChannel()); },
                                            [](const QVariant &v) { PubSubSettings::setPublishChannel(v.toString()); }}},
        {QStringLiteral("alertsOn"), {QStringLiteral("Alerts/enabled"), [] { return QVariant(AlertSettings::enabled()); },
                                      [](const QVariant &v) { AlertSettings::set(v.toBool(), AlertSettings::deadLettersPerMinute(), AlertSettings::lockSeconds()); }}},
        {QStringLiteral("alertDeadLetters"), {QStringLiteral("Alerts/deadLettersPerMinute"), [] { return QVariant(AlertSettings::deadLettersPerMinute()); },
                                              [](const QVariant &v) { AlertSettings::set(AlertSettings::enabled(), v.toDouble(), AlertSettings::lockSeconds()); }}},
        {QStringLiteral("alertLock"), {QStringLiteral("Alerts/lockSeconds"), [] { return QVariant(AlertSettings::lockSeconds()); },
                                       [](const QVariant &v) { AlertSettings::set(AlertSettings::enabled(), AlertSettings::deadLettersPerMinute(), v.toLongLong()); }}},
        {QStringLiteral("payloadMode"), {QStringLiteral("PayloadView/mode"), [] { return QVariant(PayloadSettings::mode()); },
                                         [](const QVariant &v) { PayloadSettings::setMode(v.toInt()); }}},
        {QStringLiteral("toldLeft"), {QStringLiteral("Tokens/toldLeft"), [] { return QVariant(ServerSettings::toldTokensLeft()); },
                                      [](const QVariant &v) { ServerSettings::setToldTokensLeft(v.toInt()); }}},
        {QStringLiteral("recent"), {QStringLiteral("MainWindow/recent"), [] { return QVariant(RecentSettings::list(RecentSettings::Databases)); },
                                    [](const QVariant &v) { RecentSettings::setList(RecentSettings::Databases, v.toStringList()); }}},
        {QStringLiteral("lastDir"), {QStringLiteral("MainWindow/lastDir"), [] { return QVariant(RecentSettings::folder(RecentSettings::LastDir)); },
                                     [](const QVariant &v) { RecentSettings::setFolderOf(RecentSettings::LastDir, v.toString() + QStringLiteral("/a.db")); }}},
        {QStringLiteral("serverLink"), {QStringLiteral("ServerLinks/https%3A%2F%2Fq.example%3A8443"),
                                        [] { return QVariant(ServerSettings::linkedDatabase(QStringLiteral("https://q.example:8443"))); },
                                        [](const QVariant &v) { ServerSettings::setLinkedDatabase(QStringLiteral("https://q.example:8443"), v.toString()); }}},
        {QStringLiteral("primary"), {QStringLiteral("Fleet/primaries"), [] { return QVariant(FleetSettings::primaryOf(QStringLiteral("/r.db"))); },
                                     [](const QVariant &v) { FleetSettings::setPrimary(QStringLiteral("/r.db"), v.toString()); }}},
        {QStringLiteral("layout"), {QStringLiteral("MainWindow/geometry"), [] { return QVariant(LayoutSettings::state(QStringLiteral("MainWindow/geometry"))); },
                                    [](const QVariant &v) { LayoutSettings::setState(QStringLiteral("MainWindow/geometry"), v.toByteArray()); }}},
    };
    return all;
}

} // namespace

class TestSettings : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    static void storeRaw(const QString &key, const QVariant &value)
    {
        QSettings().setValue(key, value);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("askr-test-settings"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

    void init()
    {
        QSettings().clear();
        QSettings(QStringLiteral("askr"), QStringLiteral("askr-desk")).clear();
    }

    void defaults_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QVariant>("expected");
        // The defaults of the releases before the settings classes.
        QTest::newRow("poll") << "poll" << QVariant(300);
        QTest::newRow("overviewSample") << "overviewSample" << QVariant(5);
        QTest::newRow("stuckDefault") << "stuckDefault" << QVariant(qint64(60));
        QTest::newRow("stuckOwn") << "stuckOwn" << QVariant(qint64(60));
        QTest::newRow("historyDays") << "historyDays" << QVariant(qint64(35));
        QTest::newRow("chartRange") << "chartRange" << QVariant(1);
        QTest::newRow("groupBy") << "groupBy" << QVariant(0);
        QTest::newRow("descending") << "descending" << QVariant(true);
        QTest::newRow("lockPatterns") << "lockPatterns" << QVariant(QStringList{QStringLiteral("default:*")});
        QTest::newRow("filterMode") << "filterMode" << QVariant(0);
        QTest::newRow("ttlAmount") << "ttlAmount" << QVariant(10);
        QTest::newRow("ttlUnit") << "ttlUnit" << QVariant(1);
        QTest::newRow("counterDelta") << "counterDelta" << QVariant(1);
        QTest::newRow("stall") << "stall" << QVariant(qint64(60));
        QTest::newRow("behind") << "behind" << QVariant(qint64(300));
        QTest::newRow("tailCapacity") << "tailCapacity" << QVariant(5000);
        QTest::newRow("tab") << "tab" << QVariant(0);
        QTest::newRow("lagMeasure") << "lagMeasure" << QVariant(0);
        QTest::newRow("keepLast") << "keepLast" << QVariant(100000);
        QTest::newRow("trimAgeValue") << "trimAgeValue" << QVariant(7);
        QTest::newRow("trimAgeUnit") << "trimAgeUnit" << QVariant(2);
        QTest::newRow("publishChannel") << "publishChannel" << QVariant(QStringLiteral("askr-desk-test"));
        QTest::newRow("alertsOn") << "alertsOn" << QVariant(false);
        QTest::newRow("alertDeadLetters") << "alertDeadLetters" << QVariant(10.0);
        QTest::newRow("alertLock") << "alertLock" << QVariant(qint64(600));
        QTest::newRow("payloadMode") << "payloadMode" << QVariant(0);
        QTest::newRow("toldLeft") << "toldLeft" << QVariant(0);
        QTest::newRow("recent") << "recent" << QVariant(QStringList());
        QTest::newRow("lastDir") << "lastDir" << QVariant(QString());
        QTest::newRow("serverLink") << "serverLink" << QVariant(QString());
        QTest::newRow("primary") << "primary" << QVariant(QString());
        QTest::newRow("layout") << "layout" << QVariant(QByteArray());
    }

    void defaults()
    {
        QFETCH(QString, name);
        QFETCH(QVariant, expected);
        QVERIFY(entries().contains(name));
        QCOMPARE(entries()[name].get(), expected);
    }

    void clamping_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QVariant>("stored");
        QTest::addColumn<QVariant>("expected");
        QTest::newRow("poll too short") << "poll" << QVariant(5) << QVariant(100);
        QTest::newRow("poll too long, as INI text") << "poll" << QVariant(QStringLiteral("999999")) << QVariant(60000);
        QTest::newRow("poll in range") << "poll" << QVariant(1234) << QVariant(1234);
        QTest::newRow("overview sample zero") << "overviewSample" << QVariant(0) << QVariant(1);
        QTest::newRow("stuck negative") << "stuckDefault" << QVariant(-5) << QVariant(qint64(1));
        QTest::newRow("queue's own stuck zero") << "stuckOwn" << QVariant(0) << QVariant(qint64(1));
        QTest::newRow("history one day") << "historyDays" << QVariant(1) << QVariant(qint64(2));
        QTest::newRow("history ten years") << "historyDays" << QVariant(3650) << QVariant(qint64(365));
        QTest::newRow("chart range past the list") << "chartRange" << QVariant(17) << QVariant(5);
        QTest::newRow("group by negative") << "groupBy" << QVariant(-1) << QVariant(0);
        QTest::newRow("ttl unit past days") << "ttlUnit" << QVariant(9) << QVariant(3);
        QTest::newRow("counter delta zero") << "counterDelta" << QVariant(0) << QVariant(1);
        QTest::newRow("stall past a week") << "stall" << QVariant(qint64(1) << 40) << QVariant(qint64(7 * 86400));
        QTest::newRow("tail capacity zero") << "tailCapacity" << QVariant(0) << QVariant(1);
        QTest::newRow("tab past the last") << "tab" << QVariant(4) << QVariant(3);
        QTest::newRow("keep last negative") << "keepLast" << QVariant(-1) << QVariant(0);
        QTest::newRow("int past int's range") << "keepLast" << QVariant(qint64(1) << 40) << QVariant(std::numeric_limits<int>::max());
        QTest::newRow("dead letters per minute zero") << "alertDeadLetters" << QVariant(0.0) << QVariant(0.1);
        QTest::newRow("lock seconds zero") << "alertLock" << QVariant(0) << QVariant(qint64(1));
        QTest::newRow("payload mode past the last") << "payloadMode" << QVariant(6) << QVariant(5);
    }

    void clamping()
    {
        QFETCH(QString, name);
        QFETCH(QVariant, stored);
        QFETCH(QVariant, expected);
        storeRaw(entries()[name].key, stored);
        QCOMPARE(entries()[name].get(), expected);
    }

    void wrongTypes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QVariant>("stored");
        QTest::addColumn<QVariant>("expected");
        QTest::newRow("text for a number") << "poll" << QVariant(QStringLiteral("often")) << QVariant(300);
        QTest::newRow("number and text") << "tailCapacity" << QVariant(QStringLiteral("12abc")) << QVariant(5000);
        QTest::newRow("empty text") << "historyDays" << QVariant(QString()) << QVariant(qint64(35));
        QTest::newRow("fraction for a whole number") << "stall" << QVariant(QStringLiteral("1.5")) << QVariant(qint64(60));
        QTest::newRow("list for a number") << "keepLast" << QVariant(QStringList{QStringLiteral("1"), QStringLiteral("2")}) << QVariant(100000);
        QTest::newRow("not a number for a real") << "alertDeadLetters" << QVariant(QStringLiteral("nan")) << QVariant(10.0);
        QTest::newRow("neither true nor false") << "alertsOn" << QVariant(QStringLiteral("maybe")) << QVariant(false);
        QTest::newRow("flag as INI text") << "alertsOn" << QVariant(QStringLiteral("true")) << QVariant(true);
        QTest::newRow("flag as a number") << "descending" << QVariant(0) << QVariant(false);
        QTest::newRow("map for a list") << "lockPatterns" << QVariant(QVariantMap{{QStringLiteral("a"), 1}})
                                        << QVariant(QStringList{QStringLiteral("default:*")});
        QTest::newRow("one text for a list") << "recent" << QVariant(QStringLiteral("/a.db")) << QVariant(QStringList{QStringLiteral("/a.db")});
        QTest::newRow("list for a text") << "publishChannel" << QVariant(QStringList{QStringLiteral("a"), QStringLiteral("b")})
                                         << QVariant(QStringLiteral("askr-desk-test"));
        QTest::newRow("text for a map") << "primary" << QVariant(QStringLiteral("/p.db")) << QVariant(QString());
    }

    void wrongTypes()
    {
        QFETCH(QString, name);
        QFETCH(QVariant, stored);
        QFETCH(QVariant, expected);
        storeRaw(entries()[name].key, stored);
        QCOMPARE(entries()[name].get(), expected);
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("poll") << "poll" << QVariant(1234);
        QTest::newRow("stuckDefault") << "stuckDefault" << QVariant(qint64(900));
        QTest::newRow("stuckOwn") << "stuckOwn" << QVariant(qint64(45));
        QTest::newRow("historyDays") << "historyDays" << QVariant(qint64(9));
        QTest::newRow("chartRange") << "chartRange" << QVariant(4);
        QTest::newRow("groupBy") << "groupBy" << QVariant(2);
        QTest::newRow("descending") << "descending" << QVariant(false);
        QTest::newRow("lockPatterns") << "lockPatterns" << QVariant(QStringList{QStringLiteral("lock:*"), QStringLiteral("mutex:*")});
        QTest::newRow("filterMode") << "filterMode" << QVariant(2);
        QTest::newRow("ttlAmount") << "ttlAmount" << QVariant(42);
        QTest::newRow("ttlUnit") << "ttlUnit" << QVariant(3);
        QTest::newRow("counterDelta") << "counterDelta" << QVariant(5);
        QTest::newRow("stall") << "stall" << QVariant(qint64(77));
        QTest::newRow("behind") << "behind" << QVariant(qint64(120));
        QTest::newRow("tab") << "tab" << QVariant(2);
        QTest::newRow("lagMeasure") << "lagMeasure" << QVariant(1);
        QTest::newRow("keepLast") << "keepLast" << QVariant(0);
        QTest::newRow("trimAgeValue") << "trimAgeValue" << QVariant(3);
        QTest::newRow("trimAgeUnit") << "trimAgeUnit" << QVariant(0);
        QTest::newRow("publishChannel") << "publishChannel" << QVariant(QStringLiteral("orders"));
        QTest::newRow("alertsOn") << "alertsOn" << QVariant(true);
        QTest::newRow("alertDeadLetters") << "alertDeadLetters" << QVariant(2.5);
        QTest::newRow("alertLock") << "alertLock" << QVariant(qint64(30));
        QTest::newRow("payloadMode") << "payloadMode" << QVariant(3);
        QTest::newRow("toldLeft") << "toldLeft" << QVariant(2);
        QTest::newRow("recent") << "recent" << QVariant(QStringList{QStringLiteral("/a.db"), QStringLiteral("libsql://b")});
        QTest::newRow("lastDir") << "lastDir" << QVariant(QStringLiteral("/tmp/dbs"));
        QTest::newRow("serverLink") << "serverLink" << QVariant(QStringLiteral("/srv/queue.db"));
        QTest::newRow("primary") << "primary" << QVariant(QStringLiteral("/p.db"));
        QTest::newRow("layout") << "layout" << QVariant(QByteArray("\x01\x02geometry", 10));
    }

    void roundTrip()
    {
        QFETCH(QString, name);
        QFETCH(QVariant, value);
        const Entry &e = entries()[name];
        QVERIFY(e.set);
        e.set(value);
        QCOMPARE(e.get(), value);
        // Under the key the releases before wrote: their files still load.
        QVERIFY2(QSettings().contains(e.key), qPrintable(e.key));
    }

    void writesAreClamped()
    {
        RefreshSettings::setPollIntervalMs(1);
        QCOMPARE(QSettings().value(QStringLiteral("Session/pollIntervalMs")).toInt(), 100);
        QueueSettings::setStuckAfter("q", -3);
        QCOMPARE(QSettings().value(QStringLiteral("Queues/StuckAfter/q")).toLongLong(), qint64(1));
    }

    void descriptorsKeepLegacyKeys_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("legacy");
        QTest::newRow("poll") << QString::fromLatin1(RefreshSettings::PollIntervalMs.key) << "Session/pollIntervalMs";
        QTest::newRow("sample") << QString::fromLatin1(RefreshSettings::OverviewSampleSeconds.key) << "Overview/sampleSeconds";
        QTest::newRow("stuck") << QString::fromLatin1(QueueSettings::StuckAfterDefault.key) << "Queues/StuckAfterDefault";
        QTest::newRow("history") << QString::fromLatin1(QueueSettings::HistoryRetentionDays.key) << "History/retentionDays";
        QTest::newRow("locks") << QString::fromLatin1(CacheSettings::LockPatterns.key) << "Cache/lockPatterns";
        QTest::newRow("stall") << QString::fromLatin1(PubSubSettings::StallSeconds.key) << "PubSub/stallSeconds";
        QTest::newRow("behind") << QString::fromLatin1(PubSubSettings::BehindSeconds.key) << "PubSub/behindSeconds";
        QTest::newRow("alerts") << QString::fromLatin1(AlertSettings::Enabled.key) << "Alerts/enabled";
        QTest::newRow("activity") << QString::fromLatin1(ActivitySettings::RetentionDays.key) << "activity/retentionDays";
        QTest::newRow("recent") << QString::fromLatin1(RecentSettings::Databases.key) << "MainWindow/recent";
        QTest::newRow("recentServers") << QString::fromLatin1(RecentSettings::Servers.key) << "MainWindow/recentServers";
        QTest::newRow("told") << QString::fromLatin1(ServerSettings::ToldTokensLeft.key) << "Tokens/toldLeft";
    }

    void descriptorsKeepLegacyKeys()
    {
        QFETCH(QString, key);
        QFETCH(QString, legacy);
        QCOMPARE(key, legacy);
    }

    void perQueueThresholds()
    {
        QueueSettings::setStuckAfterDefault(90);
        QCOMPARE(QueueSettings::stuckAfter("other"), qint64(90));
        QueueSettings::setStuckAfterPerQueue({{"mail/out", 30}, {"ümlaut", 45}});
        const auto all = QueueSettings::stuckAfterPerQueue();
        QCOMPARE(all.size(), 2);
        QVERIFY(all.contains(qMakePair(QByteArray("mail/out"), qint64(30))));
        QVERIFY(all.contains(qMakePair(QByteArray("ümlaut"), qint64(45))));
        QueueSettings::setStuckAfterPerQueue({});
        QVERIFY(QueueSettings::stuckAfterPerQueue().isEmpty());
        QCOMPARE(QueueSettings::stuckAfter("mail/out"), qint64(90));
    }

    void recentKeepsTenNewestFirst()
    {
        for (int i = 0; i < 12; ++i)
            RecentSettings::prepend(RecentSettings::Databases, QStringLiteral("/db%1").arg(i));
        RecentSettings::prepend(RecentSettings::Databases, QStringLiteral("/db5"));
        const QStringList recent = RecentSettings::list(RecentSettings::Databases);
        QCOMPARE(recent.size(), RecentSettings::Kept);
        QCOMPARE(recent.first(), QStringLiteral("/db5"));
        QCOMPARE(recent.count(QStringLiteral("/db5")), 1);
        RecentSettings::clear(RecentSettings::Databases);
        QVERIFY(!QSettings().contains(QStringLiteral("MainWindow/recent")));
    }

    void oldTokensAndNotified()
    {
        const QString address = QStringLiteral("https://q.example/");
        QSettings().setValue(QStringLiteral("RemoteTokens/") + QString::fromLatin1(address.toUtf8().toBase64(QByteArray::Base64UrlEncoding)), QByteArray("tok"));
        QCOMPARE(ServerSettings::oldToken(address), QByteArray("tok"));
        QCOMPARE(ServerSettings::oldTokens().value(address), QByteArray("tok"));
        ServerSettings::removeOldToken(address);
        QVERIFY(ServerSettings::oldTokens().isEmpty());

        AlertSettings::setTold(QStringLiteral("/a.db"), {QStringLiteral("queue x")});
        QCOMPARE(AlertSettings::told(QStringLiteral("/a.db")), QStringList{QStringLiteral("queue x")});
        QVERIFY(AlertSettings::told(QStringLiteral("/b.db")).isEmpty());
        AlertSettings::setTold(QStringLiteral("/a.db"), {});
        QVERIFY(QSettings().allKeys().isEmpty());
    }

    void activityIsInTheDesksFile()
    {
        // askr-deskctl reads askr-desk's file, whatever its own name.
        QCOMPARE(ActivitySettings::retentionDays(), 30);
        ActivitySettings::setRetentionDays(12);
        QCOMPARE(QSettings(QStringLiteral("askr"), QStringLiteral("askr-desk")).value(QStringLiteral("activity/retentionDays")).toInt(), 12);
        QVERIFY(!QSettings().contains(QStringLiteral("activity/retentionDays")));
        ActivitySettings::setRetentionDays(0);
        QCOMPARE(ActivitySettings::retentionDays(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
