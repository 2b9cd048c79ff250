#pragma once

// Formatting and the queue judgement moved to operations (issue 33), so that
// askr-deskctl links no models. This header only keeps app/src building
// while another change splits it: delete it once app/src includes
// "operations/format/format.h" and names operations::QueueDepth.
#include "operations/format/format.h"
#include "operations/queue/queueactivity.h"

namespace askr::models {

using operations::formatCount;
using operations::formatDuration;
using operations::QueueDepth;

} // namespace askr::models
