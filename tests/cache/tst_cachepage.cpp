// The Cache page in the real main window: filters typed into its fields,
// every action triggered through its QAction with the preview count checked
// in the question and the database checked afterwards on a connection of
// its own; keys that are not UTF-8 forgotten byte-exact; nothing enabled
// that could change a database opened read-only.

#include "views/cache/cacheanalysiswidget.h"
#include "models/cache/cachebiggestkeysmodel.h"
#include "models/cache/cachekeysmodel.h"
#include "models/cache/cachenamespacemodel.h"
#include "views/cache/cachepage.h"
#include "models/cache/cachevalueloader.h"
#include "views/cache/cachevalueviewer.h"
#include "views/cache/ttldialog.h"
#include "views/headertips.h"
#include "guitestsupport.h"
#include "views/messagebar.h"
#include "views/payloadview.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QSignalSpy>
#include <QTableView>
#include <QTreeView>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QEnterEvent>

using namespace askr;
using namespace cachetest;
using models::CacheKeysModel;
using views::CachePage;
using views::DatabaseView;
namespace cache = contracts::cache;

class TestCachePage : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_path;
    std::unique_ptr<contracts::Connection> m_db;
    std::unique_ptr<app::MainWindow> m_window;
    CachePage *m_page = nullptr;
    Dialogs m_dialogs;
    qint64 m_now = 0;

    CacheKeysModel *keys() const { return m_page->keysModel(); }
    bool listed(int rows)
    {
        return QTest::qWaitFor([&] { return !keys()->isLoading() && keys()->rowCount() == rows; }, 5000);
    }
    bool rowLoaded(int row)
    {
        keys()->data(keys()->index(row, 0));
        return QTest::qWaitFor([&] { return keys()->data(keys()->index(row, 0), models::PagedTableModel::LoadedRole).toBool(); }, 5000);
    }
    int rowOf(const QByteArray &key)
    {
        for (int r = 0; r < keys()->rowCount(); ++r)
            if (rowLoaded(r) && keys()->keyAt(r).toBytes() == key)
                return r;
        return -1;
    }
    void select(const QList<QByteArray> &wanted)
    {
        auto *sel = m_page->keysView()->selectionModel();
        sel->clearSelection();
        for (const QByteArray &k : wanted) {
            const int r = rowOf(k);
            QVERIFY2(r >= 0, k.constData());
            sel->setCurrentIndex(keys()->index(r, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }
    QAction *action(const char *name) { return m_page->findChild<QAction *>(QLatin1String(name)); }
    void setFilter(const QString &pattern, const QString &contains = {})
    {
        auto *p = m_page->findChild<QLineEdit *>(QStringLiteral("keyFilter"));
        auto *c = m_page->findChild<QLineEdit *>(QStringLiteral("keySearch"));
        p->clear();
        c->clear();
        QTest::keyClicks(p, pattern);
        QTest::keyClicks(c, contains);
        QTest::keyClick(p, Qt::Key_Return);
    }
    qint64 count(const QByteArray &glob) { return cache::countKeys(*m_db, glob, std::nullopt).count.toInt(); }

private Q_SLOTS:
    void initTestCase() { isolateSettings(m_tmp.filePath(QStringLiteral("settings"))); }

    void init()
    {
        m_path = m_tmp.filePath(QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
        m_db = makeDb(m_path);
        m_now = QDateTime::currentSecsSinceEpoch();
        for (int i = 0; i < 300; ++i)
            cache::set(*m_db, QByteArray("user:") + QByteArray::number(i).rightJustified(4, '0'), "{\"id\":1}", std::nullopt);
        for (int i = 0; i < 40; ++i)
            cache::set(*m_db, QByteArray("session:") + QByteArray::number(i).rightJustified(2, '0'), "s", at(m_now - 60)); // expired
        cache::set(*m_db, "a[1]", "literal brackets", std::nullopt);
        cache::set(*m_db, "a1", "no brackets", std::nullopt);
        cache::set(*m_db, QByteArray("bin:\xff\xfe"), "binary key", std::nullopt);
        cache::set(*m_db, QByteArray("bin:\xfe"), "another", std::nullopt);
        cache::increment(*m_db, "rate:ip", 41, std::nullopt);
        cache::set(*m_db, "page/home", "<html>", at(m_now + 3600));
        cache::tag(*m_db, "users", "user:0001");
        cache::tag(*m_db, "users", "user:0002");
        cache::tag(*m_db, "pages", "page/home");
        QSettings().clear(); // each test starts from the defaults (filter mode, splitters)
        m_dialogs = Dialogs();
        m_dialogs.install();
        m_window = std::make_unique<app::MainWindow>();
        auto *view = openPage(*m_window, m_path, DatabaseView::Cache, storage::OpenMode::ReadWrite);
        QVERIFY(view);
        m_page = qobject_cast<CachePage *>(view->page(DatabaseView::Cache));
        QVERIFY(m_page->isVisible());
        QVERIFY(listed(346));
    }
    void cleanup()
    {
        m_window.reset();
        m_dialogs.uninstall();
        m_db.reset();
    }

    // A remembered layout is checked when it comes back: no column narrower
    // than its title, the keys whole beside the value, nothing sideways,
    // even when the window is narrower than when it was saved (issue 32).
    void restoredLayoutFits_data()
    {
        QTest::addColumn<QString>("saved");
        QTest::newRow("defaults") << QString();
        QTest::newRow("value pane widened") << QStringLiteral("splitter");
        QTest::newRow("columns narrowed") << QStringLiteral("narrow");
        QTest::newRow("columns widened") << QStringLiteral("wide");
    }

    void restoredLayoutFits()
    {
        QFETCH(QString, saved);
        using K = CacheKeysModel;
        // Saved from a window 1600 px wide, as an operator left it.
        m_window->resize(1600, 1000);
        QTest::qWait(100);
        QHeaderView *header = m_page->keysView()->horizontalHeader();
        if (saved == QLatin1String("splitter")) {
            m_page->findChild<QSplitter *>(QStringLiteral("keysSplitter"))->setSizes({480, 870});
        } else if (saved == QLatin1String("narrow")) {
            header->setSectionResizeMode(QHeaderView::Interactive);
            header->resizeSection(K::KeyColumn, 30);
            header->resizeSection(K::SizeColumn, 12);
            header->resizeSection(K::TagsColumn, 8);
        } else if (saved == QLatin1String("wide")) {
            header->setSectionResizeMode(QHeaderView::Interactive);
            header->resizeSection(K::KeyColumn, 500);
            header->resizeSection(K::TtlColumn, 600);
        }
        QTest::qWait(100);
        m_page = nullptr;
        m_window.reset(); // saves the layout
        // Opened again at 1280 px.
        m_window = std::make_unique<app::MainWindow>();
        m_window->resize(1280, 800);
        auto *view = openPage(*m_window, m_path, DatabaseView::Cache, storage::OpenMode::ReadWrite);
        QVERIFY(view);
        m_page = qobject_cast<CachePage *>(view->page(DatabaseView::Cache));
        QVERIFY(listed(346));
        QTest::qWait(200);
        QTableView *list = m_page->keysView();
        header = list->horizontalHeader();
        int total = 0;
        for (int s = 0; s < header->count(); ++s) {
            QVERIFY2(header->sectionSize(s) >= views::HeaderTips::titleWidth(header, s),
                     qPrintable(QStringLiteral("\"%1\" is %2 px, its title %3 px")
                                    .arg(header->model()->headerData(s, Qt::Horizontal).toString())
                                    .arg(header->sectionSize(s))
                                    .arg(views::HeaderTips::titleWidth(header, s))));
            total += header->sectionSize(s);
        }
        // The keys on screen whole, and the last column reaching the list's edge.
        const int key = static_cast<QAbstractItemView *>(list)->sizeHintForColumn(K::KeyColumn);
        QVERIFY2(header->sectionSize(K::KeyColumn) >= key, qPrintable(QStringLiteral("the key column is %1 px").arg(header->sectionSize(K::KeyColumn))));
        QVERIFY(!list->horizontalScrollBar()->isVisible());
        QCOMPARE(total, list->viewport()->width());
    }

    void filtersFromTheFields()
    {
        auto *label = m_page->findChild<QLabel *>(QStringLiteral("keyCount"));
        QCOMPARE(label->text(), QStringLiteral("346 key(s)"));
        setFilter(QStringLiteral("user:00"));
        QVERIFY(listed(100));
        QCOMPARE(label->text(), QStringLiteral("100 matching key(s)"));
        setFilter(QStringLiteral("user:"), QStringLiteral("99"));
        QVERIFY(listed(3)); // user:0099, 0199, 0299
        // A plain prefix with GLOB characters in it, read as a prefix...
        m_page->findChild<QComboBox *>(QStringLiteral("keyFilterMode"))->setCurrentIndex(int(models::CacheKeyFilter::Mode::Prefix));
        setFilter(QStringLiteral("a[1]"));
        QVERIFY(listed(1));
        QVERIFY(rowLoaded(0));
        QCOMPARE(keys()->keyAt(0).toBytes(), QByteArray("a[1]"));
        // ...or as a GLOB.
        m_page->findChild<QComboBox *>(QStringLiteral("keyFilterMode"))->setCurrentIndex(int(models::CacheKeyFilter::Mode::Glob));
        QVERIFY(listed(1));
        QVERIFY(rowLoaded(0));
        QCOMPARE(keys()->keyAt(0).toBytes(), QByteArray("a1"));
        setFilter(QStringLiteral("nothing:"));
        QVERIFY(listed(0));
        QVERIFY(m_page->findChild<QWidget *>(QStringLiteral("keysEmpty"))->isVisible());
    }

    void forgetSelectedKeysIncludingOneNotUtf8()
    {
        QVERIFY(!action("forgetAction")->isEnabled()); // nothing selected
        select({QByteArray("bin:\xff\xfe"), QByteArray("user:0001")});
        QVERIFY(action("forgetAction")->isEnabled());
        action("forgetAction")->trigger();
        QVERIFY(m_dialogs.waitTold());
        QCOMPARE(m_dialogs.asked.size(), 1);
        QCOMPARE(m_dialogs.asked[0].question, QStringLiteral("Forget 2 keys (bin:\\xff\\xfe and user:0001)? Their values are deleted; readers will miss them."));
        QCOMPARE(m_dialogs.told[0].message, QStringLiteral("Forgot 2 key(s)."));
        QVERIFY(!m_dialogs.told[0].error);
        // Byte-exact: the neighbour that GLOB could not tell apart survives.
        QVERIFY(!cache::valueInfo(*m_db, QByteArray("bin:\xff\xfe")));
        QVERIFY(cache::valueInfo(*m_db, QByteArray("bin:\xfe")));
        QVERIFY(!cache::valueInfo(*m_db, "user:0001"));
        QCOMPARE(count("*"), qint64(344));
        QVERIFY(listed(344));
    }

    // Keys sort by name, so a new key lands between those shown: while the
    // pointer is over the list, the key under it stays, a key deleted stays
    // greyed, and new keys are counted on a button (issue 32).
    void keysHoldUnderThePointer()
    {
        QTableView *table = m_page->keysView();
        QVERIFY(rowLoaded(5));
        const QPoint point = table->visualRect(keys()->index(5, 0)).center();
        const QByteArray under = table->indexAt(point).data(models::PagedTableModel::RowKeyRole).value<contracts::Value>().toBytes();
        QCOMPARE(keys()->keyAt(0).toBytes(), QByteArray("a1"));
        QEnterEvent enter(point, table->viewport()->mapTo(m_window.get(), point), table->viewport()->mapToGlobal(point));
        QApplication::sendEvent(table->viewport(), &enter);
        QTRY_VERIFY(keys()->isHeld());
        auto *pause = action("pauseKeysAction");
        QVERIFY(pause && pause->isCheckable() && !pause->shortcut().isEmpty());

        QCOMPARE(cache::forget(*m_db, "a1"), 1);
        cache::set(*m_db, "a0", "new, above", std::nullopt);
        cache::set(*m_db, "b", "new, between", std::nullopt);
        m_window->refreshAction()->trigger();
        QTRY_COMPARE(keys()->newRows(), 2);
        QTRY_COMPARE(keys()->goneRows(), 1);
        QCOMPARE(table->indexAt(point).data(models::PagedTableModel::RowKeyRole).value<contracts::Value>().toBytes(), under);
        QCOMPARE(keys()->keyAt(0).toBytes(), QByteArray("a1"));
        QVERIFY(keys()->index(0, 0).data(models::PagedTableModel::GoneRole).toBool());
        QCOMPARE(keys()->rowCount(), 346);
        QCOMPARE(keys()->counted(), 347);
        auto *button = m_page->findChild<QToolButton *>(QStringLiteral("keysViewNewRows"));
        QVERIFY(button);
        QTRY_VERIFY(button->isVisible());
        QCOMPARE(button->text(), QStringLiteral("2 new"));

        // Shown on request: the list is the table again, in key order.
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE(keys()->goneRows(), 0);
        QTRY_COMPARE(keys()->rowCount(), 347);
        QVERIFY(rowLoaded(0));
        QTRY_COMPARE(keys()->keyAt(0).toBytes(), QByteArray("a0"));
        QCOMPARE(keys()->newRows(), 0);
        QTRY_VERIFY(!button->isVisible());
    }

    void forgetAllMatchingTheFilter()
    {
        QVERIFY(!action("forgetMatchingAction")->isEnabled()); // never without a filter
        setFilter(QStringLiteral("session:"));
        QVERIFY(listed(40));
        QVERIFY(action("forgetMatchingAction")->isEnabled());
        action("forgetMatchingAction")->trigger();
        QVERIFY(m_dialogs.waitTold());
        QCOMPARE(m_dialogs.asked[0].question,
                 QStringLiteral("Forget all 40 keys matching the pattern session:*, expired or not? Their values are deleted; readers will miss them."));
        QCOMPARE(m_dialogs.told[0].message, QStringLiteral("Forgot 40 keys matching the pattern session:*."));
        QCOMPARE(count("session:*"), qint64(0));
        QCOMPARE(count("*"), qint64(306));
    }

    void cancelledConfirmationChangesNothing()
    {
        m_dialogs.answer = [](const Asked &) { return false; };
        action("sweepAction")->trigger();
        QVERIFY(QTest::qWaitFor([&] { return !m_dialogs.asked.isEmpty(); }, 5000));
        QTest::qWait(100);
        QCOMPARE(m_dialogs.told.size(), 0);
        QCOMPARE(count("session:*"), qint64(40));
    }

    void setTtlThroughTheDialog()
    {
        select({"user:0005", "user:0006", "session:01"}); // the session has expired: Touch leaves it
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<views::TtlDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->findChild<QSpinBox *>(QStringLiteral("ttlAmount"))->setValue(2);
            dialog->findChild<QComboBox *>(QStringLiteral("ttlUnit"))->setCurrentIndex(views::TtlDialog::Hours);
            dialog->accept();
        });
        action("ttlAction")->trigger();
        QVERIFY(m_dialogs.waitTold());
        // One dialog: the TTL dialog names the keys; no question after it, and
        // the result in the page's message bar, not in a box.
        QCOMPARE(m_dialogs.asked.size(), 0);
        QCOMPARE(m_dialogs.told[0].message, QStringLiteral("2 key(s) now expire in 2 h 0 min. 1 selected key(s) have expired or are gone and stay as they are."));
        auto *bar = m_page->findChild<views::MessageBar *>();
        QVERIFY(bar);
        QVERIFY(bar->isVisibleTo(m_page));
        QVERIFY(bar->text().contains(QStringLiteral("2 key(s) now expire in 2 h 0 min.")));
        for (const char *k : {"user:0005", "user:0006"}) {
            const qint64 expires = cache::getWithTtl(*m_db, k)->expires_at.toInt();
            QVERIFY2(qAbs(expires - (QDateTime::currentSecsSinceEpoch() + 7200)) <= 2, k);
        }
        QCOMPARE(cache::valueInfo(*m_db, "session:01").has_value(), true);

        // And back to never expiring.
        m_dialogs.told.clear();
        select({"user:0005"});
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<views::TtlDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->findChild<QRadioButton *>(QStringLiteral("ttlNever"))->setChecked(true);
            dialog->accept();
        });
        action("ttlAction")->trigger();
        QVERIFY(m_dialogs.waitTold());
        QCOMPARE(m_dialogs.told[0].message, QStringLiteral("1 key(s) now never expire."));
        QVERIFY(cache::getWithTtl(*m_db, "user:0005")->expires_at.isNull());
    }

    void sweepExpiredEntries()
    {
        action("sweepAction")->trigger();
        QVERIFY(m_dialogs.waitTold());
        QCOMPARE(m_dialogs.asked[0].question,
                 QStringLiteral("Delete 40 expired entries? Readers already miss them; the sweep gives their space back."));
        QCOMPARE(m_dialogs.told[0].message, QStringLiteral("Swept 40 expired entries."));
        QCOMPARE(cache::previewSweep(*m_db).rows.toInt(), qint64(0));
        QCOMPARE(count("*"), qint64(306));
        // Nothing left: the preview says so and nothing is asked.
        action("sweepAction")->trigger();
        QVERIFY(m_dialogs.waitTold(2));
        QCOMPARE(m_dialogs.asked.size(), 1);
        QCOMPARE(m_dialogs.told[1].message, QStringLiteral("Nothing matches: no row would change."));
    }

    void flushATag()
    {
        m_page->showTab(CachePage::TagsTab);
        auto *tags = m_page->tagsView();
        QVERIFY(QTest::qWaitFor([&] { return tags->model()->rowCount() == 2; }, 5000));
        QVERIFY(!action("flushTagAction")->isEnabled());
        tags->selectionModel()->setCurrentIndex(tags->model()->index(1, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QCOMPARE(tags->model()->index(1, 0).data().toString(), QStringLiteral("users"));
        QVERIFY(action("flushTagAction")->isEnabled());
        action("flushTagAction")->trigger();
        QVERIFY(m_dialogs.waitTold());
        QCOMPARE(m_dialogs.asked[0].question, QStringLiteral("Flush the tag users? This deletes the 2 cache entries that carry it, then its 2 mappings."));
        QVERIFY(m_dialogs.told[0].message.startsWith(QLatin1String("Flushed the tag users: 2 mappings removed")));
        QVERIFY(!cache::valueInfo(*m_db, "user:0001"));
        QVERIFY(!cache::valueInfo(*m_db, "user:0002"));
        QVERIFY(cache::valueInfo(*m_db, "page/home"));
        QCOMPARE(cache::tags(*m_db, QByteArray(), 10).size(), size_t(1));
        QVERIFY(QTest::qWaitFor([&] { return tags->model()->rowCount() == 1; }, 5000));
    }

    void flushEverythingBehindATypedConfirmation()
    {
        // A wrong word typed: nothing happens.
        m_dialogs.answer = [](const Asked &a) { return a.typed == QLatin1String("flush") && false; };
        action("flushAllAction")->trigger();
        QVERIFY(QTest::qWaitFor([&] { return !m_dialogs.asked.isEmpty(); }, 5000));
        QCOMPARE(m_dialogs.asked[0].typed, QStringLiteral("flush"));
        QCOMPARE(m_dialogs.asked[0].question,
                 QStringLiteral("Delete all 346 cache entries and 3 tag mappings? Every read misses until the application writes again, every "
                                "lock is released and every counter starts again from zero."));
        QCOMPARE(count("*"), qint64(346));
        m_dialogs.answer = [](const Asked &a) { return a.typed == QLatin1String("flush"); };
        action("flushAllAction")->trigger();
        QVERIFY(m_dialogs.waitTold());
        QCOMPARE(m_dialogs.told[0].message, QStringLiteral("Flushed the cache: 346 entries deleted."));
        QCOMPARE(count("*"), qint64(0));
        QCOMPARE(cache::previewFlushAll(*m_db).tag_rows.toInt(), qint64(0));
        QVERIFY(listed(0));
    }

    void incrementAndDecrementACounter()
    {
        auto *viewer = m_page->valueViewer();
        QVERIFY(!viewer->incrementAction()->isEnabled());
        select({"rate:ip"});
        QVERIFY(QTest::qWaitFor([&] { return viewer->incrementAction()->isEnabled(); }, 5000));
        QCOMPARE(viewer->findChild<QLabel *>(QStringLiteral("counterValue"))->text(), QStringLiteral("41"));
        viewer->findChild<QSpinBox *>(QStringLiteral("counterDelta"))->setValue(5);
        viewer->incrementAction()->trigger();
        QVERIFY(QTest::qWaitFor([&] { return cache::get(*m_db, "rate:ip")->value.toInt() == 46; }, 5000));
        QVERIFY(QTest::qWaitFor([&] { return viewer->incrementAction()->isEnabled(); }, 5000));
        viewer->decrementAction()->trigger();
        QVERIFY(QTest::qWaitFor([&] { return cache::get(*m_db, "rate:ip")->value.toInt() == 41; }, 5000));
        QCOMPARE(cache::get(*m_db, "rate:ip")->value.kind(), contracts::Value::Integer);
        QVERIFY(QTest::qWaitFor([&] { return viewer->findChild<QLabel *>(QStringLiteral("counterValue"))->text() == QLatin1String("41"); }, 5000));
        // A value that is not a number has no counter actions.
        select({"page/home"});
        QVERIFY(QTest::qWaitFor([&] { return viewer->payloadView()->shownText() == QLatin1String("<html>"); }, 5000));
        QVERIFY(!viewer->incrementAction()->isEnabled());
    }

    void goToAnExactKey()
    {
        auto *go = m_page->findChild<QLineEdit *>(QStringLiteral("goToKey"));
        QTest::keyClicks(go, QStringLiteral("user:0250"));
        QTest::keyClick(go, Qt::Key_Return);
        // a1, a[1], bin:\xfe, bin:\xff\xfe, page/home, rate:ip, 40 sessions, user:0000...
        QVERIFY(QTest::qWaitFor([&] { return m_page->keysView()->currentIndex().row() == 296; }, 5000));
        QVERIFY(QTest::qWaitFor([&] { return m_page->valueViewer()->key().toBytes() == "user:0250"; }, 5000));
        // Hidden by the filter: the filter is cleared and the key shown.
        setFilter(QStringLiteral("session:"));
        QVERIFY(listed(40));
        go->clear();
        QTest::keyClicks(go, QStringLiteral("bin:\\xff\\xfe"));
        QTest::keyClick(go, Qt::Key_Return);
        QVERIFY(QTest::qWaitFor([&] { return keys()->rowCount() == 346 && m_page->keysView()->currentIndex().row() == 3; }, 5000));
        QCOMPARE(m_page->findChild<QLineEdit *>(QStringLiteral("keyFilter"))->text(), QString());
        // Not in the cache: said so.
        go->clear();
        QTest::keyClicks(go, QStringLiteral("user:9999"));
        QTest::keyClick(go, Qt::Key_Return);
        QVERIFY(m_dialogs.waitTold());
        QCOMPARE(m_dialogs.told[0].message, QStringLiteral("The cache holds no key user:9999."));
    }

    // A list longer than the view's window: going to a key moves the
    // window to it, and the key is selected and shown like any other.
    void goToAKeyOutsideTheWindow()
    {
        keys()->setWindowRows(models::PagedTableModel::PageSize);
        QVERIFY2(QTest::qWaitFor([&] { return keys()->total() == 346 && keys()->rowCount() == 200; }, 5000), qPrintable(QStringLiteral("%1 %2").arg(keys()->total()).arg(keys()->rowCount())));
        QCOMPARE(keys()->windowStart(), 0);
        auto *go = m_page->findChild<QLineEdit *>(QStringLiteral("goToKey"));
        QTest::keyClicks(go, QStringLiteral("user:0250"));
        QTest::keyClick(go, Qt::Key_Return);
        QVERIFY(QTest::qWaitFor([&] { return m_page->valueViewer()->key().toBytes() == "user:0250"; }, 5000));
        QCOMPARE(keys()->positionOfRow(m_page->keysView()->currentIndex().row()), 296);
        QVERIFY(keys()->windowStart() > 0);
        QVERIFY(m_page->keysView()->selectionModel()->isRowSelected(m_page->keysView()->currentIndex().row(), {}));
        // And back to the first key, before the window.
        go->clear();
        QTest::keyClicks(go, QStringLiteral("a1"));
        QTest::keyClick(go, Qt::Key_Return);
        QVERIFY(QTest::qWaitFor([&] { return m_page->valueViewer()->key().toBytes() == "a1"; }, 5000));
        QCOMPARE(keys()->windowStart(), 0);
        QCOMPARE(m_page->keysView()->currentIndex().row(), 0);
    }

    // The Sizes tab: the namespace tree with keys and bytes per level, the
    // biggest keys of the whole cache or of the selected namespace, reread
    // by its action; a biggest key opens in the key list.
    void sizesTab()
    {
        m_page->showTab(CachePage::SizesTab);
        auto *analysis = m_page->analysisWidget();
        QVERIFY(analysis->isVisible());
        auto *tree = analysis->namespaces();
        auto *biggest = analysis->biggest();
        QAbstractItemModelTester treeTester(tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester biggestTester(biggest, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(QTest::qWaitFor([&] { return tree->rowCount() == 5 && biggest->rowCount() > 0 && !biggest->isLoading(); }, 5000));
        // By bytes: user: (300 x 8), session: (40 x 1), the keys without ':' (33), bin: (17), rate: (2 digits).
        QCOMPARE(tree->index(0, 0).data().toString(), QStringLiteral("user:"));
        QCOMPARE(tree->index(0, models::CacheNamespaceModel::KeysColumn).data(models::CacheNamespaceModel::SortRole).toLongLong(), 300);
        QCOMPARE(tree->index(0, models::CacheNamespaceModel::BytesColumn).data(models::CacheNamespaceModel::SortRole).toLongLong(), 2400);
        QCOMPARE(tree->index(1, 0).data().toString(), QStringLiteral("session:"));
        QCOMPARE(tree->index(2, 0).data(models::CacheNamespaceModel::KindRole).toInt(), int(models::CacheNamespaceModel::Kind::Keys));
        QCOMPARE(biggest->rowCount(), int(models::CacheBiggestKeysModel::Limit));
        QCOMPARE(biggest->index(0, 0).data().toString(), QStringLiteral("a[1]")); // "literal brackets"
        auto *status = analysis->statusLabel();
        QVERIFY(QTest::qWaitFor([&] { return status->text().contains(QLatin1String("all 346 keys")); }, 5000));

        // A namespace selected: its biggest keys only.
        analysis->tree()->setCurrentIndex(tree->index(1, 0));
        QVERIFY(QTest::qWaitFor([&] { return !biggest->isLoading() && biggest->rowCount() == 40; }, 5000));
        QVERIFY(status->text().contains(QLatin1String("session:")));

        // Expanding a namespace reads its level.
        analysis->tree()->expand(tree->index(0, 0));
        QVERIFY(QTest::qWaitFor([&] { return tree->rowCount(tree->index(0, 0)) == 1; }, 5000));
        QCOMPARE(tree->index(0, 0, tree->index(0, 0)).data(models::CacheNamespaceModel::KindRole).toInt(), int(models::CacheNamespaceModel::Kind::Keys));

        // Reread: the tree starts over from the top level.
        cache::set(*m_db, "big:1", QByteArray(5000, 'x'), std::nullopt);
        QSignalSpy updated(biggest, &models::CacheBiggestKeysModel::updated);
        analysis->refreshAction()->trigger();
        QVERIFY(updated.wait(5000));
        QVERIFY(QTest::qWaitFor([&] { return tree->rowCount() == 6 && tree->index(0, 0).data().toString() == QLatin1String("big:"); }, 5000));
        QVERIFY(QTest::qWaitFor([&] { return !biggest->isLoading() && biggest->index(0, 0).data().toString() == QLatin1String("big:1"); }, 5000));

        // A biggest key, activated, is shown in the key list.
        auto *view = analysis->biggestView();
        const QRect cell = view->visualRect(view->model()->index(1, 0));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, cell.center());
        QVERIFY(QTest::qWaitFor([&] { return m_page->valueViewer()->key().toBytes() == "a[1]"; }, 5000));
        QVERIFY(m_page->keysView()->isVisible());
    }

    void largeValueShowsItsFirstChunk()
    {
        QByteArray json = "[";
        for (int i = 0; i < 100000; ++i)
            json += "{\"row\":" + QByteArray::number(i) + "},";
        json += "{}]";
        cache::set(*m_db, "big:json", json, std::nullopt);
        QVERIFY(listed(347));
        select({"big:json"});
        auto *payload = m_page->valueViewer()->payloadView();
        QVERIFY(QTest::qWaitFor([&] { return payload->loadedBytes() > 0; }, 5000));
        QCOMPARE(payload->loadedBytes(), models::CacheValueLoader::FirstChunk);
        QCOMPARE(payload->totalBytes(), qint64(json.size()));
        QVERIFY(payload->shownText().startsWith(QLatin1String("[\n  {\n    \"row\": 0\n  },")));
        QVERIFY(payload->shownText().contains(QLatin1String("more not loaded")));
    }

    void readOnlyDisablesEveryChange()
    {
        m_window.reset();
        m_window = std::make_unique<app::MainWindow>();
        auto *view = openPage(*m_window, m_path, DatabaseView::Cache, storage::OpenMode::ReadOnlyLive);
        QVERIFY(view);
        m_page = qobject_cast<CachePage *>(view->page(DatabaseView::Cache));
        QVERIFY(listed(346));
        setFilter(QStringLiteral("session:"));
        QVERIFY(listed(40));
        select({"session:01"});
        for (const char *name : {"forgetAction", "forgetMatchingAction", "ttlAction", "sweepAction", "flushTagAction", "flushAllAction",
                                 "incrementAction", "decrementAction"}) {
            QAction *a = m_page->findChild<QAction *>(QLatin1String(name));
            QVERIFY2(a, name);
            QVERIFY2(!a->isEnabled(), name);
            QVERIFY2(a->toolTip().contains(QLatin1String("Disabled:")) && a->toolTip().contains(m_path), name);
        }
        // Saving a value is reading: allowed.
        QVERIFY(QTest::qWaitFor([&] { return m_page->valueViewer()->saveAction()->isEnabled(); }, 5000));
        // Triggered anyway (a shortcut, say): a disabled action does nothing.
        action("flushAllAction")->trigger();
        QTest::qWait(100);
        QCOMPARE(m_dialogs.asked.size(), 0);
        QCOMPARE(count("*"), qint64(346));
    }
};

QTEST_MAIN(TestCachePage)
#include "tst_cachepage.moc"
