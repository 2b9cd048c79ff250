#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QDialogButtonBox;

namespace askr::views {

// Asks for a libSQL server's address, its namespace and its token. The token is kept in
// memory for this run; it is stored in the settings only when the user ticks
// "Remember the token", which says what that means (clear text on disk).
class OpenRemoteDialog : public QDialog
{
    Q_OBJECT
public:
    explicit OpenRemoteDialog(QWidget *parent = nullptr);

    QString address() const;
    QByteArray token() const;
    bool rememberToken() const;
    void setAddress(const QString &address);
    void setToken(const QByteArray &token);

    // Settings: tokens the user asked to remember, by server address.
    static QByteArray rememberedToken(const QString &address);
    static void rememberToken(const QString &address, const QByteArray &token);
    static void forgetToken(const QString &address);

    void accept() override;

private:
    void validate();

    QLineEdit *m_address;
    QLineEdit *m_namespace;
    QLineEdit *m_token;
    QCheckBox *m_remember;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace askr::views
