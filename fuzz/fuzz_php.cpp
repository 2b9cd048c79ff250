// libFuzzer target: the reader of PHP's serialize() format alone, so that
// the whole time budget goes into its recursion, lengths and counts (with
// php.dict for the format's tokens).

#include "operations/payload/payloaddecoder.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray payload = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    bool ok = false;
    (void)askr::operations::payload::phpReadable(payload, &ok);
    (void)askr::operations::payload::phpReadablePartial(payload, &ok);
    return 0;
}
