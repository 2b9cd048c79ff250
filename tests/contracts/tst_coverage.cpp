// Every operation that a contract document publishes is exercised by some
// conformance suite (as recorded by each suite's harness), or listed here
// with the reason it is not. Adding an operation without either fails.

#include "contractharness.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <map>
#include <set>

class TestCoverage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyOperationIsExercisedOrListed()
    {
        // Operations no suite runs, with why (empty: every one is run).
        const std::map<std::string, std::string> exemptions = {};

        askr::test::ContractHarness h;
        QVERIFY2(h.diagnostics().empty(), qPrintable(h.diagnosticText()));

        std::set<std::string> ran;
        const QDir dir(QStringLiteral(ASKR_COVERAGE_DIR));
        const QStringList suites = QStringLiteral(ASKR_CONFORMANCE_SUITES).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &suite : suites) {
            QFile f(dir.filePath(suite + QStringLiteral(".txt")));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(QStringLiteral("%1 left no record: run the conformance suites first (ctest does)").arg(suite)));
            for (const QByteArray &line : f.readAll().split('\n'))
                if (!line.isEmpty())
                    ran.insert(line.toStdString());
        }
        QStringList missing;
        for (const auto &contract : h.contracts().contracts) {
            for (const auto &op : contract.operations) {
                const std::string name = contract.name + "." + op.name;
                if (!ran.count(name) && !exemptions.count(name))
                    missing << QStringLiteral("%1 (%2:%3) is neither exercised by a conformance suite nor listed with a reason")
                                   .arg(QString::fromStdString(name), QString::fromStdString(op.file))
                                   .arg(op.line);
            }
        }
        for (const auto &[name, reason] : exemptions)
            if (ran.count(name))
                missing << QStringLiteral("%1 is exempted but exercised: remove the exemption").arg(QString::fromStdString(name));
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
        qInfo("%zu operations exercised across %lld suites", ran.size(), qlonglong(suites.size()));
    }
};

QTEST_GUILESS_MAIN(TestCoverage)
#include "tst_coverage.moc"
