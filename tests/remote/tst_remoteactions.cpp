// Forget and Restore on a server: one transaction across their operations,
// held by one Hrana stream. A server killed in the middle of one leaves
// nothing half-done, and the message says so (issue 31).
#include "fixture.h"
#include "sqldserver.h"

#include "connection.h"
#include "remote/hranaexecutor.h"
#include "operations/activity/activityrun.h"
#include "operations/queue/failedactions.h"
#include "operations/queue/failedfilter.h"
#include "operations/queue/restoreactions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace askr;
using askr::testsupport::SqldServer;

namespace {

std::unique_ptr<contracts::Connection> openServer(const SqldServer &server)
{
    remote::RemoteTarget target;
    target.url = server.url();
    target.readOnly = false;
    // Beyond the ~4 s sqld may take to give back a write lock that a killed
    // transaction's connection held, on a busy machine.
    target.timeoutMs = 30000;
    return contracts::Connection::openRemote(std::make_unique<remote::HranaExecutor>(target));
}

// The dead letters a server holds, by uuid.
QStringList deadLetters(SqldServer &server)
{
    const QByteArray body = R"({"requests":[{"type":"execute","stmt":{"sql":"SELECT uuid FROM askr_failed_jobs ORDER BY uuid"}},{"type":"close"}]})";
    const QJsonObject result = QJsonDocument::fromJson(server.pipeline(body)).object().value(QStringLiteral("results")).toArray().at(0).toObject();
    if (result.value(QStringLiteral("type")).toString() != QLatin1String("ok"))
        return {QStringLiteral("error: ") + server.error()};
    QStringList uuids;
    for (const QJsonValue &row : result.value(QStringLiteral("response")).toObject().value(QStringLiteral("result")).toObject().value(QStringLiteral("rows")).toArray())
        uuids << row.toArray().at(0).toObject().value(QStringLiteral("value")).toString();
    return uuids;
}

} // namespace

class TestRemoteActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killedInTheMiddle_data();
    void killedInTheMiddle();
};

void TestRemoteActions::killedInTheMiddle_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QByteArray>("killBefore"); // the operation, and its nth run
    QTest::addColumn<int>("nth");
    QTest::addColumn<bool>("throughReplica");
    for (bool replica : {false, true}) {
        const char *where = replica ? " (through a replica)" : "";
        // The rows are read and kept; the delete never comes.
        QTest::addRow("forget, before its delete%s", where) << QStringLiteral("forget") << QByteArray("FlushFailed") << 1 << replica;
        QTest::addRow("forget by ids, before its delete%s", where) << QStringLiteral("forget ids") << QByteArray("ForgetFailedIds") << 1 << replica;
        // One dead letter is back inside the transaction; the second never comes.
        QTest::addRow("restore, after its first row%s", where) << QStringLiteral("restore") << QByteArray("RestoreFailed") << 2 << replica;
    }
}

void TestRemoteActions::killedInTheMiddle()
{
    QFETCH(QString, action);
    QFETCH(QByteArray, killBefore);
    QFETCH(int, nth);
    QFETCH(bool, throughReplica);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("fixture.sqlite"));
    const QString activity = dir.filePath(QStringLiteral("activity.sqlite"));
    askr::test::writeFixture(file);
    SqldServer primary;
    QVERIFY2(primary.start(), qPrintable(primary.error()));
    QVERIFY2(primary.copyFrom(file, true), qPrintable(primary.error()));
    const QStringList all = deadLetters(primary);
    QCOMPARE(all.size(), 3);
    SqldServer replica;
    if (throughReplica) {
        SqldServer::Options options;
        options.primaryGrpcUrl = primary.grpcUrl();
        QVERIFY2(replica.start(options), qPrintable(replica.error()));
        QTRY_COMPARE(deadLetters(replica), all);
    }
    SqldServer &server = throughReplica ? replica : primary;
    auto db = openServer(server);
    const QString source = server.url().toString();

    // Restore needs a forget to undo first; it runs whole.
    qint64 forgotten = 0;
    if (action == QLatin1String("restore")) {
        operations::Action forget = operations::FailedActions::forgetMatching({});
        forget.run->setContext(activity, source, operations::Origin::Cli, forget.title, forget.question);
        QCOMPARE(forget.apply(*db), 3);
        forgotten = forget.run->entryId();
        QCOMPARE(forget.run->kept(), 3);
        QTRY_COMPARE(deadLetters(primary), QStringList());
    }
    const QStringList before = deadLetters(primary);

    operations::Action a = action == QLatin1String("restore") ? operations::RestoreActions::restore(activity, forgotten)
        : action == QLatin1String("forget")                   ? operations::FailedActions::forgetMatching({})
                                                              : operations::FailedActions::forgetIds({1, 3});
    if (a.run)
        a.run->setContext(activity, source, operations::Origin::Cli, a.title, a.question);
    int runs = 0;
    db->onOperation = [&](const contracts::OperationDef &op) {
        if (op.name == killBefore.toStdString() && ++runs == nth)
            ::kill(pid_t(server.pid()), SIGKILL);
    };
    try {
        a.apply(*db);
        QFAIL("the action went on without its server");
    } catch (const contracts::Error &e) {
        QVERIFY2(e.message().contains(QLatin1String("closed the transaction before COMMIT: nothing was changed.")), qPrintable(e.message()));
    }
    QCOMPARE(runs, nth);
    QVERIFY(!db->inTransaction());
    db->onOperation = nullptr;

    // Nothing of it was done.
    if (throughReplica)
        QVERIFY2(replica.restart(), qPrintable(replica.error()));
    else
        QVERIFY2(primary.restart(), qPrintable(primary.error()));
    QCOMPARE(deadLetters(primary), before);
    // And it runs whole on the server back.
    auto again = openServer(server);
    a.apply(*again);
    const QStringList after = action == QLatin1String("restore") ? all : action == QLatin1String("forget") ? QStringList() : QStringList{all.at(1)};
    QTRY_COMPARE(deadLetters(primary), after);
}

QTEST_GUILESS_MAIN(TestRemoteActions)
#include "tst_remoteactions.moc"
