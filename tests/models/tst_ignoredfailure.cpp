// A read whose failure no page shows is still logged at warning level
// (askr.models), unless it was cancelled: a failure that keeps coming must
// not be silent.
#include "models/ignoredfailure.h"
#include "storage/session.h"

#include <QRegularExpression>
#include <QTest>

using namespace askr;

class TestIgnoredFailure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void logged_data()
    {
        QTest::addColumn<bool>("cancelled");
        QTest::addColumn<bool>("logged");
        QTest::newRow("failed") << false << true;
        QTest::newRow("cancelled") << true << false;
    }
    void logged()
    {
        QFETCH(bool, cancelled);
        QFETCH(bool, logged);
        storage::Failure failure;
        failure.message = QStringLiteral("no such table: askr_cache");
        failure.cancelled = cancelled;
        if (logged)
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^counting events failed: no such table: askr_cache$")));
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".")));
        models::logIgnoredFailure("counting events", failure);
    }
};

QTEST_GUILESS_MAIN(TestIgnoredFailure)
#include "tst_ignoredfailure.moc"
