#pragma once

namespace askr::storage {
struct Failure;
}

namespace askr::models {

// For reads whose failure the user need not see (the next refresh asks
// again, or a page says it elsewhere): logged at warning level, so that a
// failure that keeps coming is not silent. A cancelled read is not logged.
void logIgnoredFailure(const char *what, const storage::Failure &failure);

} // namespace askr::models
