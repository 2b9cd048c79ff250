#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QDialogButtonBox;

namespace askr::views {

// Asks for an Askr server's admin address (askr --admin ADDR) and its admin
// token (the server's ASKR_ADMIN_TOKEN), typed or read from a file. The
// token is kept in memory for this run and remembered, in the desktop's
// keyring only, when the user ticks "Remember".
class OpenServerDialog : public QDialog
{
    Q_OBJECT
public:
    explicit OpenServerDialog(QWidget *parent = nullptr);

    QString address() const;
    QByteArray token() const;
    // Where the token came from, for messages ("the token typed in", "the
    // token file F"): never the token.
    QString tokenSource() const;
    bool rememberToken() const;
    void setAddress(const QString &address);
    // A token found for the address (keyring, environment), and where.
    void setToken(const QByteArray &token, const QString &source);
    // Reads the token from a file (the dialog's "From File…" button).
    bool readTokenFile(const QString &path);
    void setKeyringMissing(const QString &why);

    void accept() override;

private:
    void validate();

    QLineEdit *m_address;
    QLineEdit *m_token;
    QString m_tokenSource;
    QCheckBox *m_remember;
    QLabel *m_note;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace askr::views
