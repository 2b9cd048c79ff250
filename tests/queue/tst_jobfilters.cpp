#include "models/queue/jobfilters.h"

#include <QTest>

using namespace askr::models;

// How dead letters' exceptions read in the lists.
class TestJobFilters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withoutNamespace_data()
    {
        QTest::addColumn<QString>("head");
        QTest::addColumn<QString>("shown");
        QTest::newRow("laravel") << R"(Illuminate\Database\QueryException: SQLSTATE[HY000]: General error)"
                                 << "QueryException: SQLSTATE[HY000]: General error";
        QTest::newRow("leading backslash") << R"(\App\Exceptions\Boom: x)" << "Boom: x";
        QTest::newRow("class only") << R"(Symfony\Component\ErrorHandler\Error\FatalError)" << "FatalError";
        QTest::newRow("global class") << "RuntimeException: no namespace" << "RuntimeException: no namespace";
        // A path in the message is not a class name.
        QTest::newRow("windows path") << R"(C:\temp\x.php: missing)" << R"(C:\temp\x.php: missing)";
        QTest::newRow("backslash in message") << R"(Failed: App\Jobs\X timed out)" << R"(Failed: App\Jobs\X timed out)";
        QTest::newRow("space after name") << R"(App\Jobs\X failed)" << R"(App\Jobs\X failed)";
        QTest::newRow("trailing backslash") << R"(App\Jobs\)" << R"(App\Jobs\)";
        QTest::newRow("digit first") << R"(1App\X: y)" << R"(1App\X: y)";
        QTest::newRow("empty") << QString() << QString();
    }
    void withoutNamespace()
    {
        QFETCH(QString, head);
        QFETCH(QString, shown);
        QCOMPARE(askr::models::withoutNamespace(head), shown);
    }
};

QTEST_GUILESS_MAIN(TestJobFilters)
#include "tst_jobfilters.moc"
