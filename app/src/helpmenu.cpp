#include "helpmenu.h"

#include "askrdesk_version.h"
#include "mainactions.h"
#include "views/page.h"

#include <QAction>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QMessageBox>
#include <QSet>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

#include <sqlite3.h>

namespace askr::app {

HelpMenu::HelpMenu(const QString &title, const MainActions &actions, std::function<views::Page *()> currentPage, QWidget *window)
    : QMenu(title, window)
    , m_window(window)
    , m_currentPage(std::move(currentPage))
{
    addAction(actions.documentation());
    addAction(actions.shortcuts());
    addSeparator();
    addAction(actions.about());
    connect(actions.documentation(), &QAction::triggered, this, [this] {
        const QUrl url = documentationUrl();
        if (url.isEmpty() || !QDesktopServices::openUrl(url))
            Q_EMIT statusMessage(tr("The documentation could not be opened; it is in the docs folder of Askr Desk's sources."), 8000);
    });
    connect(actions.shortcuts(), &QAction::triggered, this, &HelpMenu::showShortcuts);
    connect(actions.about(), &QAction::triggered, this, [this] { QMessageBox::about(m_window, tr("About Askr Desk"), aboutText()); });
}

QList<HelpMenu::ShortcutEntry> HelpMenu::shortcutEntries() const
{
    QList<ShortcutEntry> entries;
    QSet<const QAction *> seen;
    auto add = [&](QAction *a, const QString &where) {
        if (!a || a->shortcut().isEmpty() || a->text().isEmpty() || seen.contains(a))
            return;
        seen.insert(a);
        entries.append({a, where});
    };
    // Only the window's own actions here: the pages' actions are its
    // descendants too, and would come once per open database.
    for (QAction *a : m_window->findChildren<QAction *>(Qt::FindDirectChildrenOnly))
        add(a, tr("Everywhere"));
    if (views::Page *page = m_currentPage()) {
        for (QAction *a : page->pageActions())
            add(a, page->title());
    }
    return entries;
}

QUrl HelpMenu::documentationUrl()
{
    const QString installed = QStandardPaths::locate(QStandardPaths::GenericDataLocation, QStringLiteral("doc/askr-desk/README.md"));
    if (!installed.isEmpty())
        return QUrl::fromLocalFile(installed);
    const QString source = QStringLiteral(ASKR_SOURCE_DIR "/README.md");
    return QFileInfo::exists(source) ? QUrl::fromLocalFile(source) : QUrl();
}

QString HelpMenu::aboutText()
{
    return tr("<h3>Askr Desk %1</h3>"
              "<p>Watch and operate the job queue, cache and pub/sub log that the Askr runtime keeps in SQLite.</p>"
              "<p>Qt %2 (built with %3)<br>SQLite %4</p>"
              "<p>Licence: MIT</p>")
        .arg(QStringLiteral(ASKRDESK_VERSION_STRING), QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR),
             QString::fromLatin1(sqlite3_libversion()));
}

void HelpMenu::showShortcuts()
{
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *table = new QTableWidget(&dialog);
    table->setColumnCount(3);
    table->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut"), tr("Where")});
    for (const ShortcutEntry &e : shortcutEntries()) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(e.action->icon(), e.action->text().remove(QLatin1Char('&'))));
        table->setItem(row, 1, new QTableWidgetItem(e.action->shortcut().toString(QKeySequence::NativeText)));
        table->setItem(row, 2, new QTableWidgetItem(e.where));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(460, 420);
    dialog.exec();
}

} // namespace askr::app
