#include "models/overview/replicalag.h"

#include <algorithm>

namespace askr::models {

namespace {

bool ahead(const operations::database::Heads &primary, const operations::database::Heads &replica)
{
    return primary.lastSeq > replica.lastSeq || primary.jobsEnqueued > replica.jobsEnqueued || primary.jobsFailed > replica.jobsFailed;
}

} // namespace

void ReplicaLag::addPrimarySample(qint64 atMs, const operations::database::Heads &heads)
{
    m_samples.push_back({atMs, heads});
    while (m_samples.size() > 1 && m_samples.front().atMs < atMs - KeepMs)
        m_samples.pop_front();
}

ReplicaLag::Behind ReplicaLag::behind(const operations::database::Heads &replica, qint64 nowMs) const
{
    Behind b;
    if (m_samples.empty())
        return b;
    const auto &newest = m_samples.back().heads;
    b.events = std::max<qint64>(0, newest.lastSeq - replica.lastSeq);
    b.jobs = std::max<qint64>(0, newest.jobsEnqueued - replica.jobsEnqueued);
    b.deadLetters = std::max<qint64>(0, newest.jobsFailed - replica.jobsFailed);
    if (b.inStep())
        return b;
    // Heads only grow: the first look that was ahead of the replica is when
    // the oldest change it lacks had arrived on the primary.
    const auto first = std::find_if(m_samples.begin(), m_samples.end(), [&](const Sample &s) { return ahead(s.heads, replica); });
    b.sinceBeforeSampling = first == m_samples.begin();
    b.seconds = std::max<qint64>(0, (nowMs - first->atMs) / 1000);
    return b;
}

} // namespace askr::models
