#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace askr::views {

// Edits the GLOB patterns that make an entry with an expiry count as a lock.
class LockPatternsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit LockPatternsDialog(const QStringList &patterns, QWidget *parent = nullptr);
    QStringList patterns() const;

    // Stored in CacheSettings; the contract's suggested defaults when unset.
    static QStringList load();
    static void save(const QStringList &patterns);

private:
    QPlainTextEdit *m_edit;
};

} // namespace askr::views
