#pragma once

namespace askr::models {

// Reads made for time alone, with nothing committed (delayed jobs coming due,
// keys expiring, rates decaying, a channel recount), wait at least this many
// times their own last duration: together they stay well under 1% of a core
// however large the database. Small databases still read every few seconds;
// at a million jobs the overview waits about 7 minutes, while any commit is
// read within seconds.
inline constexpr int TimeReadCostFactor = 500;

} // namespace askr::models
