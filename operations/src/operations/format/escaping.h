#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace askr::operations {

// The one escaping of names the app prints and reads back: cache keys, queue,
// channel, tag and subscriber names, job classes and lock owners. Names are
// bytes (not necessarily UTF-8, NULs allowed), so that what a list shows can
// be given back and name the same row (see docs/cli.md, "Keys and names").
//
// escapeName writes valid UTF-8 as it is, except:
// - a byte that is not part of valid UTF-8, a control character (C0, DEL,
//   C1, tab and newline included) is written \xNN, one escape per byte;
// - a backslash is written \\ where what follows it would otherwise read as
//   an escape (another backslash, or x and two hex digits, or an escape);
//   elsewhere once, so App\Jobs\Sync reads as it is.
// unescapeName reads \\ as a backslash, \xNN (two hex digits) as that byte
// and any other backslash as itself. unescapeName(escapeName(b)) == b for
// every b.
QString escapeName(const QByteArray &bytes);
QByteArray unescapeName(const QString &text);

// Bytes written as hex digits (`6bfffe007a`, case-insensitive; spaces and
// colons between bytes are allowed), for --key-hex. Empty when the text is
// not whole bytes of hex digits.
std::optional<QByteArray> bytesFromHex(const QString &text);

// Appends data to out as UTF-8 text, escaped as a value is shown: bytes that
// are not valid UTF-8 and control characters other than tab and newline as
// \xNN, backslashes as they are. Fast enough to stream hundreds of megabytes.
// Unless final, a UTF-8 character cut at the end of data is not written:
// returns how many bytes were consumed, so that the caller passes the rest
// again with the next chunk.
qsizetype appendEscapedText(QByteArray &out, const QByteArray &data, bool final);

} // namespace askr::operations
