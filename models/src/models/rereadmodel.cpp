#include "models/rereadmodel.h"

namespace askr::models {

RereadModel::RereadModel(storage::Session *session, const QString &key, QObject *parent)
    : MergingTableModel(parent)
    , m_session(session)
    , m_key(key)
{
}

bool RereadModel::foldIntoRead(bool full)
{
    if (!m_inFlight)
        return false;
    m_folded = true;
    m_foldedFull = m_foldedFull || full;
    return true;
}

void RereadModel::rereadFolded(bool)
{
    // A model that never reads (it is given its snapshots) folds nothing.
}

void RereadModel::reportFailure(const storage::Failure &f)
{
    if (f.cancelled)
        return;
    m_error = f.message;
    Q_EMIT errorOccurred(f.message);
}

void RereadModel::runFolded()
{
    // A read that done() started itself has taken the folded asks over.
    if (!std::exchange(m_folded, false))
        return;
    rereadFolded(std::exchange(m_foldedFull, false));
}

} // namespace askr::models
