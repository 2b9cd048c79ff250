// Bulk retries while workers run: three worker processes, each with its own
// connection, keep claiming, acknowledging, releasing and dead-lettering
// jobs (through the queue contract's runtime operations) while a producer
// process enqueues more, and the Dead letters page retries everything
// matching its filter again and again through its real action. Afterwards
// every job, tracked by the token in its payload, is in exactly one place:
// acknowledged once, waiting in askr_jobs, or dead in askr_failed_jobs.

#include "views/actionrunner.h"
#include "models/queue/queueoverviewmodel.h"
#include "views/queue/deadletterspage.h"
#include "models/queue/failedjobsmodel.h"
#include "queuetestutil.h"

#include <QAction>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

using namespace askr;
namespace q = askr::contracts::queue;

namespace {

QByteArray tokenOf(const QByteArray &payload)
{
    return QJsonDocument::fromJson(payload).object().value(QStringLiteral("token")).toString().toUtf8();
}

struct Worker {
    std::unique_ptr<QProcess> process;
    QByteArray out;
};

std::unique_ptr<QProcess> start(const QString &db, const QStringList &args)
{
    auto p = std::make_unique<QProcess>();
    p->setProgram(QStringLiteral(QUEUEWORKER));
    p->setArguments(QStringList{db} + args);
    p->setProcessChannelMode(QProcess::SeparateChannels);
    p->start();
    return p;
}

QList<QByteArray> lines(const QByteArray &out, char kind)
{
    QList<QByteArray> tokens;
    for (const QByteArray &l : out.split('\n'))
        if (l.size() > 2 && l[0] == kind && l[1] == ' ')
            tokens << l.mid(2);
    return tokens;
}

} // namespace

class TestQueueConcurrency : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        askr::test::isolate(m_tmp);
    }

    void everyJobEndsInExactlyOnePlace()
    {
        const QString path = m_tmp.filePath(QStringLiteral("busy.sqlite"));
        // 1,500 jobs to start with, allowed two attempts each.
        auto seed = start(path, {QStringLiteral("produce"), QStringLiteral("init"), QStringLiteral("1500"), QStringLiteral("a,b,c")});
        QVERIFY(seed->waitForFinished(30000));
        QVERIFY2(seed->exitCode() == 0, seed->readAllStandardError().constData());
        QList<QByteArray> enqueued = lines(seed->readAllStandardOutput(), 'E');
        QCOMPARE(enqueued.size(), 1500);

        // The app side: a session and the Dead letters page, shown so that it refreshes.
        auto session = std::make_unique<storage::Session>(storage::planOpen(path, storage::OpenMode::ReadWrite));
        QSignalSpy inspected(session.get(), &storage::Session::schemaChanged);
        QVERIFY(inspected.wait(5000));
        views::DeadLettersPage page(session.get(), models::QueueOverviewModel::createShared(session.get()));
        page.resize(1000, 600);
        page.show();
        int retries = 0;
        qint64 retried = 0;
        QStringList errors;
        bool acting = false;
        views::setConfirmHandler([](const QString &, const QString &, const QString &) { return true; });
        views::setNotifyHandler([&](const QString &, const QString &message, bool error) {
            acting = false;
            if (error) {
                errors << message;
                return;
            }
            // "Retried 18 failed jobs: …" (or nothing matched at that moment)
            const QStringList words = message.split(QLatin1Char(' '));
            if (words.value(0) == QLatin1String("Retried")) {
                ++retries;
                retried += QLocale().toLongLong(words.value(1));
            }
        });

        // Three workers failing 40 % of their claims, and a producer, all at once.
        std::vector<Worker> workers;
        for (int i = 0; i < 3; ++i)
            workers.push_back({start(path, {QStringLiteral("work"), QStringLiteral("a,b,c"), QStringLiteral("3"), QStringLiteral("40"), QString::number(i + 1)}), {}});
        auto producer = start(path, {QStringLiteral("produce"), QStringLiteral("live"), QStringLiteral("600"), QStringLiteral("a,b,c"), QStringLiteral("3.5")});

        // Retry everything the (empty) filter matches, again and again, while they run.
        QElapsedTimer clock;
        clock.start();
        auto running = [&] {
            bool any = producer->state() != QProcess::NotRunning;
            for (auto &w : workers)
                any = any || w.process->state() != QProcess::NotRunning;
            return any;
        };
        while (running() && clock.elapsed() < 30000) {
            if (!acting && page.retryMatchingAction()->isEnabled()) {
                acting = true;
                page.retryMatchingAction()->trigger();
            }
            page.refresh(); // as a user pressing F5, so the action sees the latest count
            QTest::qWait(150);
            for (auto &w : workers)
                w.out += w.process->readAllStandardOutput();
        }
        QTRY_VERIFY_WITH_TIMEOUT(!acting, 10000);
        views::setConfirmHandler({});
        views::setNotifyHandler({});
        QVERIFY(!running());
        QVERIFY2(producer->exitCode() == 0, producer->readAllStandardError().constData());
        enqueued += lines(producer->readAllStandardOutput(), 'E');
        QCOMPARE(enqueued.size(), 2100);
        QList<QByteArray> acked;
        for (auto &w : workers) {
            QVERIFY2(w.process->exitCode() == 0, w.process->readAllStandardError().constData());
            w.out += w.process->readAllStandardOutput();
            acked += lines(w.out, 'A');
        }
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        // The run did what it is meant to test.
        QVERIFY2(retries >= 2, qPrintable(QString::number(retries)));
        QVERIFY2(retried >= 20, qPrintable(QString::number(retried)));
        QVERIFY(acked.size() >= 200);

        // Where every token is now.
        auto db = contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READONLY);
        QHash<QByteArray, int> places;
        for (const QByteArray &t : std::as_const(acked))
            ++places[t];
        qint64 waiting = 0, dead = 0, reserved = 0;
        q::JobsPageParams jp;
        jp.page_size = 500;
        for (;;) {
            const auto rows = q::jobsPage(*db, jp);
            for (const auto &r : rows) {
                ++places[tokenOf(q::jobPayload(*db, r.id.toInt())->payload.toBytes())];
                ++waiting;
                reserved += r.state.toBytes() == "reserved";
            }
            if (rows.size() < 500)
                break;
            jp.after_id = rows.back().id.toInt();
        }
        q::FailedPageParams fp;
        fp.page_size = 500;
        for (;;) {
            const auto rows = q::failedPage(*db, fp);
            for (const auto &r : rows) {
                ++places[tokenOf(q::failedDetail(*db, r.id.toInt())->payload.toBytes())];
                ++dead;
            }
            if (rows.size() < 500)
                break;
            fp.after_id = rows.back().id.toInt();
        }
        QStringList wrong;
        for (const QByteArray &t : std::as_const(enqueued))
            if (places.value(t) != 1)
                wrong << QStringLiteral("%1 is in %2 places").arg(QString::fromUtf8(t)).arg(places.value(t));
        for (auto it = places.cbegin(); it != places.cend(); ++it)
            if (!enqueued.contains(it.key()))
                wrong << QStringLiteral("%1 was never enqueued").arg(QString::fromUtf8(it.key()));
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 20).join(QLatin1Char('\n'))));
        QCOMPARE(qint64(acked.size()) + waiting + dead, qint64(2100));
        QCOMPARE(reserved, 0); // every worker finished what it claimed
        qInfo("%lld acknowledged, %lld waiting, %lld dead; %d retries moved %lld dead letters back", qint64(acked.size()), waiting, dead, retries, retried);
    }
};

QTEST_MAIN(TestQueueConcurrency)

#include "tst_queueconcurrency.moc"
