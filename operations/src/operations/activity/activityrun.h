#pragma once

#include "operations/activity/keptfailedjob.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace askr::contracts {
class Connection;
}

namespace askr::operations {

enum class Origin { App, Cli };

// One run of one action, logged in the activity file (contracts/activity.md):
// when, on which database, from where, what it touched, what its preview
// counted and what it changed or why it failed. recordActivity() makes the
// action feed it. The log is write-ahead: begin() commits the entry and its
// intent before the action takes the watched database's write lock,
// committing() marks it just before that database commits, finish() writes
// the outcome. An action whose log cannot be written is refused, nothing
// changed, unless the user chose to go on without it (setWithoutCopy());
// error() then says why nothing was logged.
//
// Forget keeps the rows it deletes under its entry (keepThenDelete()), and
// refuses as a whole when they cannot be kept. Preview and apply run one
// after the other on the worker thread (or in askr-deskctl); the report
// reads the outcome after apply has finished.
class ActivityRun
{
    Q_DECLARE_TR_FUNCTIONS(askr::operations::ActivityRun)

public:
    // Reads one page of the rows a forget deletes: those with an id above
    // afterId, at most limit of them, in id order.
    using PageReader = std::function<std::vector<KeptFailedJob>(qint64 afterId, int limit)>;

    // Rows read and kept at a time: a forget of 100,000 dead letters never
    // holds more than this many in memory.
    static constexpr int keepBatch = 500;

    ActivityRun();
    ~ActivityRun();

    // Where and by whom the run is logged; recordActivity() sets it.
    // source: the database's canonical path or the server's address
    // (see sourceOf()). activityPath: the activity file.
    void setContext(const QString &activityPath, const QString &source, Origin origin, const QString &title,
                    std::function<QString(qint64)> question);
    bool hasContext() const { return !m_source.isEmpty(); }
    void setPreviewed(qint64 count) { m_previewed = count; }

    // The user's explicit choice, made before applying: go on when the log,
    // and with it the copy Forget keeps, cannot be written.
    void setWithoutCopy(bool on) { m_withoutCopy = on; }
    bool withoutCopy() const { return m_withoutCopy; }

    // Before the question: whether the log can be written now. Opens it,
    // takes its write lock and lets it go, and looks at the free space of its
    // folder (rows: what the action would keep, 0 for none). Empty when it
    // can; otherwise why, as a sentence for the question.
    QString probe(qint64 rows);
    QString probeProblem() const { return m_probeProblem; }

    // Before the action takes the watched database's write lock: the entry,
    // with its intent, committed and synced. Throws contracts::Error, nothing
    // changed, when they cannot be written, unless withoutCopy().
    void begin();
    // Just before the watched database commits: the intent says so, with a
    // witness that tells afterwards whether the commit happened (see
    // IntentResolver). Throws as begin() does.
    void committing(const QByteArray &witness);

    // Inside the watched database's write transaction (opened here when
    // there is none): reads every row readPage gives, in batches of
    // keepBatch, keeps them under this run's entry in the activity file and
    // commits there first; then runs del (the delete of those rows). When
    // they cannot be kept it throws contracts::Error and deletes nothing,
    // unless withoutCopy(): then nothing is kept and keptError() says why.
    // Returns del's result.
    qint64 keepThenDelete(contracts::Connection &db, const PageReader &readPage, const std::function<qint64()> &del);

    // Writes the outcome: changed, or error when apply failed, and removes
    // the intent. Prunes the log.
    void finish(std::optional<qint64> changed, const QString &error);
    // The outcome cannot be known here (the database process stopped while
    // the action ran): the intent stays, marked as given up, for
    // IntentResolver to settle by looking at the database.
    void abandon();

    qint64 entryId() const { return m_entryId; } // 0 until written
    qint64 kept() const { return m_kept; }
    bool keeping() const { return m_keeping; } // keepThenDelete() ran
    QString keptError() const { return m_keptError; }
    QString error() const { return m_error; } // why the log could not be written
    // The line a report adds when the log could not be written: what is not
    // in it. Empty when it was written.
    QString unloggedText() const;

    // The line a report adds about what was kept: where to restore it from,
    // or that nothing was kept and why. Empty when nothing was to be kept.
    QString keptText() const;

    // Whether the action of this entry is running in this process now.
    static bool isRunningHere(qint64 entryId);

    // How a database is named in the log: a file by its canonical path, a
    // server by its address as given.
    static QString sourceOf(const QString &path);

private:
    contracts::Connection *connection();
    qint64 recordEntry(contracts::Connection &act, std::optional<qint64> changed, const QString &error);
    // Throws e, worded as a refusal, unless the user chose to go on.
    void refuseUnlessWithoutCopy(const QString &why);
    QString touched(std::optional<qint64> changed) const;

    QString m_activityPath;
    QString m_source;
    Origin m_origin = Origin::App;
    QString m_title;
    std::function<QString(qint64)> m_question;
    std::optional<qint64> m_previewed;
    std::unique_ptr<contracts::Connection> m_act;
    qint64 m_entryId = 0;
    qint64 m_kept = 0;
    bool m_keeping = false;
    bool m_withoutCopy = false;
    bool m_begun = false; // begin() ran (recordActivity())
    bool m_intent = false; // begin() wrote the intent, finish() has not removed it
    QString m_probeProblem;
    QString m_keptError;
    QString m_error;
};

} // namespace askr::operations
