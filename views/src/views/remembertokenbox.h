#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;

namespace askr::views {

// "Remember the token", with what that means under it: the token goes to
// the desktop's keyring, never to the settings. When no keyring answers,
// the box says why instead of offering it.
class RememberTokenBox : public QWidget
{
    Q_OBJECT
public:
    explicit RememberTokenBox(QWidget *parent = nullptr);

    // Ticked by the user.
    bool isRemembered() const;
    void setKeyringMissing(const QString &why);

private:
    QCheckBox *m_box;
    QLabel *m_text;
};

} // namespace askr::views
