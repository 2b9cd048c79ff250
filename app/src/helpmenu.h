#pragma once

#include <QMenu>
#include <QUrl>

#include <functional>

namespace askr::views {
class Page;
}

namespace askr::app {

class MainActions;

// Help: the documentation, the keyboard shortcuts, About.
class HelpMenu : public QMenu
{
    Q_OBJECT
public:
    // currentPage: the page on screen, whose own shortcuts are listed too.
    HelpMenu(const QString &title, const MainActions &actions, std::function<views::Page *()> currentPage, QWidget *window);

    // What Help ▸ Keyboard Shortcuts lists: each action once, the window's
    // own first, then the current page's (the only ones that can fire).
    struct ShortcutEntry {
        QAction *action;
        QString where; // "Everywhere" or the page's title
    };
    QList<ShortcutEntry> shortcutEntries() const;
    // The documentation Help ▸ Documentation opens: the installed docs or the
    // source tree's README.
    static QUrl documentationUrl();
    // What Help ▸ About says (version, Qt, SQLite, licence).
    static QString aboutText();

Q_SIGNALS:
    void statusMessage(const QString &message, int timeout);

private:
    void showShortcuts();

    QWidget *m_window;
    std::function<views::Page *()> m_currentPage;
};

} // namespace askr::app
