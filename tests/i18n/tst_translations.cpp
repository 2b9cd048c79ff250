// The German catalogue is found at run time: strings asked for through the
// helper tr() functions (free functions in a namespace, whose context lupdate
// derives from the namespace) and through askr-deskctl come back German.
// check_tr.py proves the catalogue complete; this proves the code asks for
// the contexts the catalogue files them under.

#include "models/cache/cacheformat.h"
#include "operations/cache/keyactions.h"
#include "operations/pubsub/subscriberactions.h"
#include "operations/queue/queueactivity.h"
#include "views/queue/queuewidgets.h"

#include <QApplication>
#include <QComboBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QKeySequence>
#include <QTranslator>

using namespace askr;

class TestTranslations : public QObject
{
    Q_OBJECT

private:
    QTranslator m_translator;

    static QProcess::ExitStatus deskctl(const QStringList &args, QByteArray *out, QByteArray *err)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(ASKR_DESKCTL), args);
        if (!p.waitForFinished(30000))
            p.kill();
        *out = p.readAllStandardOutput();
        *err = p.readAllStandardError();
        return p.exitStatus();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_translator.load(QStringLiteral(ASKR_DE_QM)), ASKR_DE_QM);
        QVERIFY(QCoreApplication::installTranslator(&m_translator));
    }

    // English has a catalogue of plural forms only: "1 problem", not "1 problem(s)".
    void englishPlurals_data()
    {
        QTest::addColumn<QByteArray>("context");
        QTest::addColumn<QByteArray>("source");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("text");
        const QByteArray problems = "%n problem(s)";
        QTest::newRow("one") << QByteArray("askr::views::DatabaseView") << problems << 1 << QStringLiteral("%n problem");
        QTest::newRow("two") << QByteArray("askr::views::DatabaseView") << problems << 2 << QStringLiteral("%n problems");
        QTest::newRow("none") << QByteArray("askr::views::DatabaseView") << problems << 0 << QStringLiteral("%n problems");
        // The verb agrees with the count ("1 key now expire" was shown).
        QTest::newRow("expires") << QByteArray("askr::operations::KeyActions") << QByteArray("%n key(s) now expire in %1.") << 1
                                 << QStringLiteral("%n key now expires in %1.");
        QTest::newRow("never expires") << QByteArray("askr::operations::KeyActions") << QByteArray("%n key(s) now never expire.") << 1
                                       << QStringLiteral("%n key now never expires.");
        QTest::newRow("attempt") << QByteArray("askr::views::DeadLettersPage")
                                 << QByteArray("<b>Dead letter %1</b> · UUID %2 · queue %3 · %n attempt(s) · failed %4") << 1
                                 << QStringLiteral("<b>Dead letter %1</b> · UUID %2 · queue %3 · %n attempt · failed %4");
        QTest::newRow("lines") << QByteArray("askr::operations::Integrity") << QByteArray("… and %n more line(s).") << 1
                               << QStringLiteral("… and %n more line.");
    }
    void englishPlurals()
    {
        QFETCH(QByteArray, context);
        QFETCH(QByteArray, source);
        QFETCH(int, n);
        QFETCH(QString, text);
        QTranslator english;
        QVERIFY2(english.load(QStringLiteral(ASKR_EN_QM)), ASKR_EN_QM);
        QCOMPARE(english.translate(context.constData(), source.constData(), nullptr, n), text);
        // Only plurals: every other text falls through to the source.
        QCOMPARE(english.translate("askr::views::DatabaseView", "Opening…"), QString());
    }

    // Shortcuts name their keys as German keyboards do, with or without Qt's
    // own German catalogue installed ("Ctrl+O" stood beside "Strg+F").
    void shortcutsInGerman_data()
    {
        QTest::addColumn<QKeySequence>("keys");
        QTest::addColumn<QString>("text");
        QTest::newRow("Ctrl") << QKeySequence(Qt::CTRL | Qt::Key_O) << QStringLiteral("Strg+O");
        QTest::newRow("Ctrl+Shift+Del") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete) << QStringLiteral("Strg+Umschalt+Entf");
        QTest::newRow("F5") << QKeySequence(Qt::Key_F5) << QStringLiteral("F5");
    }
    void shortcutsInGerman()
    {
        QFETCH(QKeySequence, keys);
        QFETCH(QString, text);
        QCOMPARE(keys.toString(QKeySequence::NativeText), text);
    }

    void modelsHelpers()
    {
        QCOMPARE(models::ttlText(contracts::Value(), 100), QStringLiteral("nie"));

        operations::QueueDepth depth;
        depth.ready = 1;
        depth.oldestReadyAge = 120;
        const auto verdict = operations::judgeQueue(depth, 1000, 60, std::nullopt, 990, std::nullopt, 60);
        QCOMPARE(verdict.health, operations::QueueHealth::Unknown);
        QVERIFY2(verdict.reason.startsWith(QStringLiteral("Ihr ältester bereiter Job wartet seit")), qPrintable(verdict.reason));
    }

    void viewsHelpers()
    {
        QComboBox combo;
        views::queueui::syncQueueCombo(&combo, { contracts::Value::text("default") });
        QVERIFY(combo.count() >= 1);
        QCOMPARE(combo.itemText(0), QStringLiteral("Alle Warteschlangen"));
    }

    // The per-key and per-subscriber actions word their own texts, under
    // their own contexts.
    void operationsActions()
    {
        QCOMPARE(operations::KeyActions::increment("n", 2, std::nullopt).report(0, 7), QStringLiteral("Zähler um 2 auf 7 erhöht."));
        QCOMPARE(operations::SubscriberActions::remove({ "a", "b" }).report(2, 2), QStringLiteral("2 Abonnenten gelöscht."));
    }

    void deskctl_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("onStderr");
        // The overall usage (askr::cli), a verb summary chosen at run time
        // (QT_TRANSLATE_NOOP), a member of Context (askr::cli::Context).
        QTest::newRow("usage") << QStringList { QStringLiteral("--help") } << QStringLiteral("Aufruf: askr-deskctl VERB DATENBANK") << false;
        QTest::newRow("verb summary") << QStringList { QStringLiteral("--help") }
                                      << QStringLiteral("Die Kanäle mit der Anzahl ihrer Ereignisse und dem neuesten Ereignis auflisten.") << false;
        QTest::newRow("verb option") << QStringList { QStringLiteral("queues"), QStringLiteral("--help") } << QStringLiteral("Diese Hilfe anzeigen.")
                                     << false;
        QTest::newRow("context member") << QStringList { QStringLiteral("queues"), QStringLiteral("/nonexistent/askr.sqlite") }
                                        << QStringLiteral("existiert nicht. Prüfen Sie den Pfad") << true;
        // Parsing an address (askr::storage) and the server executor
        // (askr::remote::HranaExecutor); port 1 of this host answers nothing.
        QTest::newRow("address") << QStringList { QStringLiteral("queues"), QStringLiteral("http://user:pw@127.0.0.1:1") }
                                 << QStringLiteral("Schreiben Sie keinen Benutzer und kein Passwort in die Adresse") << true;
        QTest::newRow("server executor") << QStringList { QStringLiteral("queues"), QStringLiteral("http://127.0.0.1:1") }
                                         << QStringLiteral("ist nicht erreichbar") << true;
    }

    void deskctl()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        QFETCH(bool, onStderr);
        QByteArray out, err;
        QCOMPARE(deskctl(args, &out, &err), QProcess::NormalExit);
        const QString text = QString::fromUtf8(onStderr ? err : out);
        QVERIFY2(text.contains(expected), qPrintable(text));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
