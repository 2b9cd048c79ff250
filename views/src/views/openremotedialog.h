#pragma once

#include "views/tokendialog.h"

class QLineEdit;

namespace askr::views {

// Asks for a libSQL server's address, its namespace and its token.
class OpenRemoteDialog : public TokenDialog
{
    Q_OBJECT
public:
    explicit OpenRemoteDialog(QWidget *parent = nullptr);

    // The address with its namespace (?namespace=NAME).
    QString address() const override;
    void setAddress(const QString &address);
    void setToken(const QByteArray &token) { setTokenText(token); }

protected:
    QString addressProblem() const override;

private:
    QLineEdit *m_namespace;
};

} // namespace askr::views
