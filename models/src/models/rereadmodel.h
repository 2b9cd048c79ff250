#pragma once

#include "storage/session.h"

#include "models/mergingtablemodel.h"

#include <QPointer>

#include <functional>
#include <utility>

namespace askr::models {

// The base of the tables that read their whole content again and compare it
// with what is shown.
//
// Reads never pile up: one asked while another runs is folded into a single
// read after it (a "full" one if any of the folded asks was), which
// rereadFolded() makes. The last failure stays in lastError() until a read
// succeeds.
// Snapshots are put in place by identity (MergingTableModel::mergeRows()).
class RereadModel : public MergingTableModel
{
    Q_OBJECT
public:
    storage::Session *session() const { return m_session; }
    bool isRefreshing() const { return m_inFlight; }
    QString lastError() const { return m_error; }

Q_SIGNALS:
    void errorOccurred(const QString &message);

protected:
    // key names the reads for the session: a newer one with the same key
    // supersedes an older one, so it is one per model (or per page).
    RereadModel(storage::Session *session, const QString &key, QObject *parent);

    // True while a read runs: the ask is then remembered and made, once, by
    // rereadFolded() when that read ends.
    bool foldIntoRead(bool full = false);
    bool hasFoldedRead() const { return m_folded; }
    // Makes the read asked after the one that just ended (success or not).
    // full: whether any of the folded asks was full.
    virtual void rereadFolded(bool full);
    // The next read replaces the one in flight: the session drops the older
    // one's answer, as they share the key.
    void supersedeRead() { m_inFlight = false; }

    // Queues work on the session's worker; done(value) runs here after a
    // success, failed() after a failure (cancelled or not), before the error
    // is reported. Ask foldIntoRead() first.
    template<typename Work, typename Done>
    void read(Work work, Done done, std::function<void()> failed = {})
    {
        Q_ASSERT(m_session);
        m_inFlight = true;
        m_folded = m_foldedFull = false; // this read answers every ask made before it
        m_session->query(
            m_key, this, std::move(work),
            [this, done = std::move(done)](auto value) mutable {
                m_inFlight = false;
                m_error.clear();
                done(std::move(value));
                runFolded();
            },
            [this, failed = std::move(failed)](const storage::Failure &f) {
                m_inFlight = false;
                if (failed)
                    failed();
                reportFailure(f);
                runFolded();
            });
    }
    // Keeps a failure for lastError() and signals it, unless it was cancelled.
    void reportFailure(const storage::Failure &f);

    QPointer<storage::Session> m_session;

private:
    void runFolded();

    QString m_key;
    QString m_error;
    bool m_inFlight = false;
    bool m_folded = false;
    bool m_foldedFull = false;
};

} // namespace askr::models
