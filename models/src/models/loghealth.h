#pragma once

#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

namespace askr::models {

// Whether the app's own records can be written: the history file (charts,
// rates) and the activity log (every change, the copies Forget keeps). A
// failure to write either must be seen in the window, not only on stderr:
// every DatabaseView lists what is here among its problems, and the window
// says it in the status bar. One per process (instance()), fed from the
// threads that learn it (always through queued calls to its own).
class LogHealth : public QObject
{
    Q_OBJECT
public:
    enum Record { History, Activity };

    static LogHealth *instance();

    // The last write of record failed, with why (shown as is); or it
    // succeeded again, which takes the problem away.
    void reportFailure(Record record, const QString &message);
    void reportWritten(Record record);

    // One sentence per record that cannot be written, for the problems list.
    QStringList problems() const;

Q_SIGNALS:
    // A failure came or went; message is the new failure's text, empty when
    // one went away.
    void changed(const QString &message);

private:
    QMap<Record, QString> m_failures;
};

} // namespace askr::models
