#pragma once

// GUI tests: the real main window on a database, confirmations answered and
// messages recorded through the action runner's handlers, settings kept in
// a temporary folder.

#include "views/actionrunner.h"
#include "cachetestsupport.h"
#include "views/databaseview.h"
#include "mainwindow.h"

#include <QAction>
#include <QSettings>
#include <QTreeWidget>

namespace cachetest {

struct Asked {
    QString title, question, typed;
};
struct Told {
    QString title, message;
    bool error = false;
};

// Records every confirmation and message; answers with `answer`.
struct Dialogs {
    QList<Asked> asked;
    QList<Told> told;
    std::function<bool(const Asked &)> answer = [](const Asked &) { return true; };

    void install()
    {
        views::setConfirmHandler([this](const QString &title, const QString &question, const QString &typed) {
            asked.append({title, question, typed});
            return answer(asked.last());
        });
        views::setNotifyHandler([this](const QString &title, const QString &message, bool error) { told.append({title, message, error}); });
    }
    void uninstall()
    {
        views::setConfirmHandler({});
        views::setNotifyHandler({});
    }
    bool waitTold(int count = 1, int ms = 5000)
    {
        return QTest::qWaitFor([&] { return told.size() >= count; }, ms);
    }
};

inline void isolateSettings(const QString &dir)
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir);
    QSettings().clear();
}

// Opens path in the window and shows one of its pages through the sidebar.
inline views::DatabaseView *openPage(app::MainWindow &w, const QString &path, views::DatabaseView::PageId page, storage::OpenMode mode)
{
    auto *view = w.openDatabase(path, mode);
    QSignalSpy schema(view->session(), &storage::Session::schemaChanged);
    // The first data_version poll is the baseline: a commit made before it
    // would not be noticed, so tests write only after it.
    QSignalSpy polled(view->session(), &storage::Session::refreshed);
    w.show();
    if (!schema.wait(5000) || !QTest::qWaitFor([&] { return polled.count() > 0; }, 5000))
        return nullptr;
    auto *sidebar = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
    QTreeWidgetItem *top = nullptr;
    for (int i = 0; i < sidebar->topLevelItemCount(); ++i)
        if (sidebar->topLevelItem(i)->data(0, Qt::UserRole).value<QObject *>() == view)
            top = sidebar->topLevelItem(i);
    sidebar->setCurrentItem(top->child(page));
    return view;
}

} // namespace cachetest
