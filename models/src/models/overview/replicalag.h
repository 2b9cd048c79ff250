#pragma once

#include "operations/database/totals.h"

#include <deque>

namespace askr::models {

// How far a replica is behind its primary. Both show their heads
// (operations::database::Heads); what the primary shows beyond the replica's
// is what the replica lacks. How long it has lacked it is read from the
// primary's recent heads: since the first look at the primary that showed
// something the replica still lacks.
class ReplicaLag
{
public:
    struct Behind {
        qint64 events = 0; // events the replica lacks
        qint64 jobs = 0; // jobs enqueued on the primary, not on the replica
        qint64 deadLetters = 0;
        qint64 seconds = 0; // since the oldest change it lacks reached the primary
        bool sinceBeforeSampling = false; // it lacked it already at the first look: at least seconds
        bool inStep() const { return events == 0 && jobs == 0 && deadLetters == 0; }
    };

    // How long the primary's heads are kept: the longest lag told exactly.
    static constexpr qint64 KeepMs = 30 * 60 * 1000;

    // A look at the primary, at a time in milliseconds.
    void addPrimarySample(qint64 atMs, const operations::database::Heads &heads);
    bool hasSamples() const { return !m_samples.empty(); }
    // The replica's heads against the newest look at the primary.
    Behind behind(const operations::database::Heads &replica, qint64 nowMs) const;

private:
    struct Sample {
        qint64 atMs = 0;
        operations::database::Heads heads;
    };
    std::deque<Sample> m_samples;
};

} // namespace askr::models
