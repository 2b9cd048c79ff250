#pragma once

#include <QMenu>

namespace askr::app {

// File ▸ Open Recent: the databases opened lately (missing files marked,
// not offered) and the Askr servers watched lately. Kept in the settings.
class RecentMenu : public QMenu
{
    Q_OBJECT
public:
    RecentMenu(const QString &title, QWidget *parent);

    // The recent databases and servers' database addresses, newest first.
    static QStringList entries();
    void add(const QString &path);
    // Builds the menu again from the settings.
    void rebuild();

Q_SIGNALS:
    void openRequested(const QString &path);
    void serverRequested(const QString &address);

private:
    QAction *m_clear;
};

} // namespace askr::app
