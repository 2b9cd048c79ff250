#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace askr::operations::payload {

// How a payload or cache value is best shown. Detection never trusts the
// bytes: anything may arrive (invalid UTF-8, NULs, truncated data).
enum class Format { Text, Json, PhpSerialized, Integer, Binary };

QString formatName(Format format);

// Guesses from the first bytes; truncated says only a prefix was given.
Format detect(const QByteArray &data, bool truncated = false);

// Indented JSON; ok=false (and empty) when it is not JSON.
QString prettyJson(const QByteArray &data, bool *ok = nullptr);

// A readable tree of PHP's serialize() format; ok=false when it does not
// parse. Depth and size are bounded so hostile input cannot blow up.
QString phpReadable(const QByteArray &data, bool *ok = nullptr);

// Classic hex dump: offset, 16 bytes, printable ASCII.
QString hexDump(const QByteArray &data, qint64 baseOffset = 0);
// The same dump appended to out as Latin-1, fast enough to stream.
void appendHexDump(QByteArray &out, const QByteArray &data, qint64 baseOffset = 0);

// Text with invalid UTF-8 and control characters escaped as \xNN.
QString escapedText(const QByteArray &data);

// The fields people look for first, picked out of a Laravel job or
// broadcast payload: (label, value) pairs in display order.
QList<QPair<QString, QString>> laravelSummary(const QByteArray &data);

// Laravel's displayName (job class), or empty.
QString jobName(const QByteArray &data);

// Renders in the given format, falling back to escaped text or hex.
QString render(const QByteArray &data, Format format);

// The first bytes of a larger value (chunked loading), which no parser
// accepts: renders what is there and never fails.
// The prefix without a UTF-8 character cut at its end.
QByteArray withoutCutCharacter(const QByteArray &prefix);
// JSON re-indented token by token (strings and escapes respected).
QString prettyJsonPartial(const QByteArray &prefix);
// The PHP tree as far as the prefix goes; complete says it all parsed.
QString phpReadablePartial(const QByteArray &prefix, bool *complete = nullptr);
// Renders a prefix in the given format.
QString renderPartial(const QByteArray &prefix, Format format);

} // namespace askr::operations::payload
