#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace askr::views {

// A page that explains why there is nothing to show and offers the next step.
class EmptyState : public QWidget
{
    Q_OBJECT
public:
    explicit EmptyState(QWidget *parent = nullptr);
    void setTitle(const QString &title);
    void setText(const QString &text);
    QPushButton *addButton(const QString &text, const QIcon &icon = {});

private:
    QLabel *m_title;
    QLabel *m_text;
    QVBoxLayout *m_buttons;
};

} // namespace askr::views
