#pragma once

#include <QDialog>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace askr::views {

class RememberTokenBox;

// What both openers of a server ask for (a libSQL server's database, an
// Askr server's admin plane): an address, checked as it is typed, and an
// access token, hidden. The token is kept in memory for the run; it is
// remembered (in the desktop's keyring, never in the settings) only when the
// user ticks "remember".
class TokenDialog : public QDialog
{
    Q_OBJECT
public:
    QByteArray token() const;
    bool rememberToken() const;
    // No keyring answered (why): the token cannot be remembered, and the
    // dialog says so instead of offering it.
    void setKeyringMissing(const QString &why);

    void accept() override;

protected:
    explicit TokenDialog(QWidget *parent);

    // The dialog's rows, in the order they are added: what it opens, the
    // address (its label, an example, what it may be), rows of the dialog's
    // own, the token (beside: a widget on its row, a button), and last the
    // remember box, the error line and the buttons.
    void addIntro(const QString &text);
    void addAddressRow(const QString &label, const QString &example, const QString &toolTip);
    QFormLayout *form() const;
    void addTokenRow(const QString &toolTip, QWidget *beside = nullptr);
    void addRememberAndButtons();

    QString typedAddress() const;
    void setTypedAddress(const QString &address);
    void setTokenText(const QByteArray &token);
    QLineEdit *tokenEdit() const { return m_token; }
    // Why the address cannot be opened; empty when it can.
    virtual QString addressProblem() const = 0;
    virtual QString address() const { return typedAddress(); }
    // Enables Open when the address can be opened, and says why not.
    void validate();
    void showError(const QString &message);

private:
    // Made at once, placed by the add* calls.
    QLineEdit *m_address;
    QLineEdit *m_token;
    RememberTokenBox *m_remember;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};

} // namespace askr::views
