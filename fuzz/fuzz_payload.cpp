// libFuzzer target: the payload and value decoders (whole values and
// prefixes of large ones), on bytes as anything may store them. The first byte chooses the "truncated" flag and the hex
// dump's base offset; the rest is the payload.

#include "operations/payload/payloaddecoder.h"

#include <cstddef>
#include <cstdint>

using namespace askr::operations::payload;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const bool truncated = data[0] & 1;
    const qint64 base = qint64(data[0]) << 40; // offsets of a chunk deep in a large value
    const QByteArray payload(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const Format detected = detect(payload, truncated);
    (void)formatName(detected);
    bool ok = false;
    (void)prettyJson(payload, &ok);
    (void)phpReadable(payload, &ok);
    (void)hexDump(payload, base);
    (void)escapedText(payload);
    (void)laravelSummary(payload);
    (void)jobName(payload);
    for (Format f : {Format::Text, Format::Json, Format::PhpSerialized, Format::Integer, Format::Binary}) {
        (void)render(payload, f);
        (void)renderPartial(payload, f); // a prefix cut anywhere, as the value viewer shows it
    }
    (void)withoutCutCharacter(payload);
    (void)prettyJsonPartial(payload);
    bool complete = false;
    (void)phpReadablePartial(payload, &complete);
    return 0;
}
