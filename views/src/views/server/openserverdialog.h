#pragma once

#include "views/tokendialog.h"

namespace askr::views {

// Asks for an Askr server's admin address (askr --admin ADDR) and its admin
// token (the server's ASKR_ADMIN_TOKEN), typed or read from a file. The
// token is kept in memory for this run and remembered, in the desktop's
// keyring only, when the user ticks "Remember".
class OpenServerDialog : public TokenDialog
{
    Q_OBJECT
public:
    explicit OpenServerDialog(QWidget *parent = nullptr);

    QString address() const override { return typedAddress(); }
    // Where the token came from, for messages ("the token typed in", "the
    // token file F"): never the token.
    QString tokenSource() const;
    void setAddress(const QString &address) { setTypedAddress(address); }
    // A token found for the address (keyring, environment), and where.
    void setToken(const QByteArray &token, const QString &source);
    // Reads the token from a file (the dialog's "From File…" button).
    bool readTokenFile(const QString &path);

protected:
    QString addressProblem() const override;

private:
    QString m_tokenSource;
};

} // namespace askr::views
