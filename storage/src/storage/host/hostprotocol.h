#pragma once

#include "connection.h"

#include "storage/openplan.h"

#include <QByteArray>
#include <QDataStream>

namespace askr::storage::host {

// The channel between the window's process and the database process
// (askr-desk-db): one Unix stream socket per connection, frames of
// [u64 body length][u8 kind][u64 sequence][body], the body in QDataStream.
// A request is answered by Done or Failed with its sequence, a streamed
// value by Chunk frames before its Done, as are the rows of a Run that
// took long enough to step (ResultWriter); Cancel names the sequence it
// stops.
enum class Kind : quint8 {
    Open = 1, // body: OpenPlan, or a URI and flags (Connection::open)
    Run, // an operation of the built-in contracts, by name, with its params
    Exec, // SQL without parameters or result (transaction control)
    Script, // statements in one transaction (schema installs)
    FileState, // are the files the connection reads still those at its path?
    Blob, // a range of one stored value, whole or in chunks
    Cancel, // interrupt the request with this sequence
    Plan, // how a file would open (planOpen), created first if asked: no connection
    Expect, // a request follows soon: look for it awake (no answer)
    Watch, // FileState when it differs from what the window knows, or at a deadline
    Done = 64,
    Failed,
    Chunk, // part of a value, or rows sent ahead of a Run's answer
};

struct Frame
{
    Kind kind = Kind::Done;
    quint64 seq = 0;
    QByteArray body;
};

// Whole frames over a blocking socket; false when the peer is gone.
bool writeFrame(int fd, Kind kind, quint64 seq, const QByteArray &body);
bool readFrame(int fd, Frame &frame);
// An answer (Done or Failed): its body is the transaction flag, then body.
bool writeAnswer(int fd, Kind kind, quint64 seq, bool inTransaction, const QByteArray &body);
// Looks for something to read for up to spinMicros without sleeping,
// yielding the core to anything else that wants it meanwhile. A thread that
// sleeps in recv() is woken by the sender through the other core's
// interrupt, which on a virtual machine costs more than the look: an answer
// that comes within the spin is taken without it.
void spinUntilReadable(int fd, int spinMicros);
// Without waiting: whether a whole frame header is there (its kind and
// sequence), nothing is, or the peer is gone. Reads nothing off the socket.
enum class Peeked { Nothing, Frame, Gone };
Peeked peekFrame(int fd, Kind *kind, quint64 *seq);

// What FileState answers.
enum class FileState : quint8 {
    Same, // the files at the path are the ones read
    Moved, // the main file was moved, renamed, deleted or replaced
    Reopened, // its -wal or -shm was deleted or replaced: the connection was opened anew
};

// Every Done and Failed body starts with whether the connection is inside a
// transaction afterwards; Failed goes on with the error.
void writeError(QDataStream &out, const contracts::Error &error);
contracts::Error readError(QDataStream &in);

QDataStream &operator<<(QDataStream &out, const contracts::Value &value);
QDataStream &operator>>(QDataStream &in, contracts::Value &value);
void writeParams(QDataStream &out, const contracts::Params &params);
contracts::Params readParams(QDataStream &in);
// A result is the bulk of the traffic (a page of rows with their payloads):
// written raw by ResultWriter, in this machine's byte order (both ends are
// on it), not through QDataStream. parseResult throws contracts::Error on a
// short body.
contracts::Result parseResult(const QByteArray &data, qsizetype offset);
// Rows sent ahead of a Run's answer (ResultWriter) appended to rows, or
// those before dropped (a later statement's rows are the result).
void readRows(const QByteArray &data, std::vector<std::vector<contracts::Value>> &rows);
void writePlan(QDataStream &out, const OpenPlan &plan);
OpenPlan readPlan(QDataStream &in);

} // namespace askr::storage::host
