#pragma once

#include <QMainWindow>

namespace askr::views {
class EmptyState;
}

namespace askr::app {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    QAction *openAction() const { return m_openAction; }

private:
    void createActions();
    QAction *m_openAction = nullptr;
    QAction *m_quitAction = nullptr;
    views::EmptyState *m_empty = nullptr;
};

} // namespace askr::app
