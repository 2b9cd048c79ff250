#include "models/ignoredfailure.h"

#include "models_debug.h"
#include "storage/session.h"

namespace askr::models {

void logIgnoredFailure(const char *what, const storage::Failure &failure)
{
    if (!failure.cancelled)
        qCWarning(ASKR_MODELS).noquote() << what << "failed:" << failure.message;
}

} // namespace askr::models
