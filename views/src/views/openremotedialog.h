#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QDialogButtonBox;

namespace askr::views {

// Asks for a libSQL server's address, its namespace and its token. The token is kept in
// memory for this run; it is remembered (in the desktop's keyring, never in
// the settings) only when the user ticks "Remember the token".
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

    // No keyring answered (why): the token cannot be remembered, and the
    // dialog says so instead of offering it.
    void setKeyringMissing(const QString &why);

    void accept() override;

private:
    void validate();

    QLineEdit *m_address;
    QLineEdit *m_namespace;
    QLineEdit *m_token;
    QCheckBox *m_remember;
    QLabel *m_rememberText;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace askr::views
