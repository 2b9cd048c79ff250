#include "storage/host/hostprotocol.h"
#include "storage/host/resultwriter.h"

#include <sqlite3.h>

#include <cerrno>
#include <cstring>
#include <chrono>
#include <limits>
#include <poll.h>
#include <sched.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

namespace askr::storage::host {

namespace {

constexpr int HeaderBytes = 8 + 1 + 8;

bool writeAll(int fd, const char *data, size_t size)
{
    while (size > 0) {
        // MSG_NOSIGNAL: a peer that is gone is an error here, not SIGPIPE.
        const ssize_t n = ::send(fd, data, size, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= size_t(n);
    }
    return true;
}

bool readAll(int fd, char *data, size_t size)
{
    while (size > 0) {
        const ssize_t n = ::recv(fd, data, size, 0);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        data += n;
        size -= size_t(n);
    }
    return true;
}

void putInt(char *at, quint64 v)
{
    for (int i = 0; i < 8; ++i)
        at[i] = char((v >> (8 * i)) & 0xff);
}

quint64 getInt(const char *at)
{
    quint64 v = 0;
    for (int i = 0; i < 8; ++i)
        v |= quint64(quint8(at[i])) << (8 * i);
    return v;
}

} // namespace

bool writeAnswer(int fd, Kind kind, quint64 seq, bool inTransaction, const QByteArray &body)
{
    char header[HeaderBytes + 1];
    putInt(header, quint64(body.size()) + 1);
    header[8] = char(kind);
    putInt(header + 9, seq);
    header[HeaderBytes] = inTransaction ? 1 : 0;
    // One sendmsg for the header, the flag and the body: no copy of the body.
    iovec parts[2] = { { header, sizeof(header) }, { const_cast<char *>(body.constData()), size_t(body.size()) } };
    iovec *part = parts;
    int count = body.isEmpty() ? 1 : 2;
    while (count > 0) {
        msghdr message {};
        message.msg_iov = part;
        message.msg_iovlen = size_t(count);
        ssize_t n = ::sendmsg(fd, &message, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        while (count > 0 && size_t(n) >= part->iov_len) {
            n -= ssize_t(part->iov_len);
            ++part;
            --count;
        }
        if (count > 0) {
            part->iov_base = static_cast<char *>(part->iov_base) + n;
            part->iov_len -= size_t(n);
        }
    }
    return true;
}

bool writeFrame(int fd, Kind kind, quint64 seq, const QByteArray &body)
{
    char header[HeaderBytes];
    putInt(header, quint64(body.size()));
    header[8] = char(kind);
    putInt(header + 9, seq);
    // One write for small frames: no second packet for the header.
    if (body.size() < 64 * 1024) {
        QByteArray frame(header, HeaderBytes);
        frame += body;
        return writeAll(fd, frame.constData(), size_t(frame.size()));
    }
    return writeAll(fd, header, HeaderBytes) && writeAll(fd, body.constData(), size_t(body.size()));
}

bool readFrame(int fd, Frame &frame)
{
    char header[HeaderBytes];
    if (!readAll(fd, header, HeaderBytes))
        return false;
    const quint64 size = getInt(header);
    if (size > quint64(std::numeric_limits<qsizetype>::max() / 2))
        return false;
    frame.kind = Kind(quint8(header[8]));
    frame.seq = getInt(header + 9);
    frame.body.resize(qsizetype(size));
    return readAll(fd, frame.body.data(), size_t(size));
}

void spinUntilReadable(int fd, int spinMicros)
{
    const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(spinMicros);
    pollfd p { fd, POLLIN, 0 };
    while (::poll(&p, 1, 0) == 0 && std::chrono::steady_clock::now() < until)
        ::sched_yield();
}

Peeked peekFrame(int fd, Kind *kind, quint64 *seq)
{
    char header[HeaderBytes];
    const ssize_t n = ::recv(fd, header, HeaderBytes, MSG_PEEK | MSG_DONTWAIT);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
        return Peeked::Gone;
    if (n < HeaderBytes)
        return Peeked::Nothing;
    *kind = Kind(quint8(header[8]));
    *seq = getInt(header + 9);
    return Peeked::Frame;
}

void writeError(QDataStream &out, const contracts::Error &error)
{
    out << qint32(error.extendedCode()) << error.message() << error.operation() << error.parameters();
}

contracts::Error readError(QDataStream &in)
{
    qint32 code = 0;
    QString message, operation, parameters;
    in >> code >> message >> operation >> parameters;
    contracts::Error error(code, message, operation);
    error.setParameters(parameters);
    return error;
}

QDataStream &operator<<(QDataStream &out, const contracts::Value &value)
{
    out << quint8(value.kind());
    switch (value.kind()) {
    case contracts::Value::Null:
        break;
    case contracts::Value::Integer:
        out << qint64(value.toInt());
        break;
    case contracts::Value::Real:
        out << value.toReal();
        break;
    case contracts::Value::Text:
    case contracts::Value::Blob:
        out << value.toBytes();
        break;
    }
    return out;
}

QDataStream &operator>>(QDataStream &in, contracts::Value &value)
{
    quint8 kind = 0;
    in >> kind;
    switch (contracts::Value::Kind(kind)) {
    case contracts::Value::Null:
        value = {};
        break;
    case contracts::Value::Integer: {
        qint64 v = 0;
        in >> v;
        value = contracts::Value::integer(v);
        break;
    }
    case contracts::Value::Real: {
        double v = 0;
        in >> v;
        value = contracts::Value::real(v);
        break;
    }
    case contracts::Value::Text:
    case contracts::Value::Blob: {
        QByteArray bytes;
        in >> bytes;
        value = kind == contracts::Value::Text ? contracts::Value::text(bytes) : contracts::Value::blob(bytes);
        break;
    }
    default:
        in.setStatus(QDataStream::ReadCorruptData);
    }
    return in;
}

void writeParams(QDataStream &out, const contracts::Params &params)
{
    out << quint32(params.size());
    for (const auto &[name, value] : params)
        out << QByteArray::fromStdString(name) << value;
}

contracts::Params readParams(QDataStream &in)
{
    quint32 n = 0;
    in >> n;
    contracts::Params params;
    for (quint32 i = 0; i < n && in.status() == QDataStream::Ok; ++i) {
        QByteArray name;
        contracts::Value value;
        in >> name >> value;
        params.emplace_back(name.toStdString(), std::move(value));
    }
    return params;
}

namespace {

// Reads forward through a body; any read past its end throws.
class Reader
{
public:
    Reader(const QByteArray &data, qsizetype offset) : m_at(data.constData() + offset), m_end(data.constData() + data.size()) { }
    template<typename T> T raw()
    {
        T v;
        need(sizeof(v));
        std::memcpy(&v, m_at, sizeof(v));
        m_at += sizeof(v);
        return v;
    }
    QByteArray bytes()
    {
        const quint32 n = raw<quint32>();
        need(n);
        QByteArray b(m_at, qsizetype(n));
        m_at += n;
        return b;
    }

private:
    void need(size_t n) const
    {
        if (size_t(m_end - m_at) < n)
            throw contracts::Error(SQLITE_PROTOCOL, QStringLiteral("a short answer from the database process"));
    }
    const char *m_at;
    const char *m_end;
};

} // namespace

namespace {

void readRowsInto(Reader &in, quint32 columns, quint32 rows, std::vector<std::vector<contracts::Value>> &out)
{
    out.reserve(out.size() + rows);
    for (quint32 r = 0; r < rows; ++r) {
        std::vector<contracts::Value> row;
        row.reserve(columns);
        for (quint32 c = 0; c < columns; ++c) {
            switch (contracts::Value::Kind(in.raw<quint8>())) {
            case contracts::Value::Null:
                row.emplace_back();
                break;
            case contracts::Value::Integer:
                row.push_back(contracts::Value::integer(in.raw<qint64>()));
                break;
            case contracts::Value::Real:
                row.push_back(contracts::Value::real(in.raw<double>()));
                break;
            case contracts::Value::Text:
                row.push_back(contracts::Value::text(in.bytes()));
                break;
            case contracts::Value::Blob:
                row.push_back(contracts::Value::blob(in.bytes()));
                break;
            default:
                throw contracts::Error(SQLITE_PROTOCOL, QStringLiteral("a bad value from the database process"));
            }
        }
        out.push_back(std::move(row));
    }
}

} // namespace

contracts::Result parseResult(const QByteArray &data, qsizetype offset)
{
    Reader in(data, offset);
    contracts::Result result;
    const quint32 columns = in.raw<quint32>();
    for (quint32 i = 0; i < columns; ++i)
        result.columns.push_back(in.bytes().toStdString());
    const quint32 rows = in.raw<quint32>();
    readRowsInto(in, columns, rows, result.rows);
    result.changes = in.raw<qint64>();
    return result;
}

void readRows(const QByteArray &data, std::vector<std::vector<contracts::Value>> &rows)
{
    Reader in(data, 0);
    const quint32 columns = in.raw<quint32>();
    const quint32 count = in.raw<quint32>();
    if (count == ResultWriter::RowsVoid) {
        rows.clear();
        return;
    }
    readRowsInto(in, columns, count, rows);
}

void writePlan(QDataStream &out, const OpenPlan &plan)
{
    out << qint32(plan.mode) << plan.path << plan.uri << plan.copyFirst << plan.reason << plan.error << plan.isWal << plan.file.device
        << plan.file.inode;
}

OpenPlan readPlan(QDataStream &in)
{
    OpenPlan plan;
    qint32 mode = 0;
    in >> mode >> plan.path >> plan.uri >> plan.copyFirst >> plan.reason >> plan.error >> plan.isWal >> plan.file.device >> plan.file.inode;
    plan.mode = OpenMode(mode);
    return plan;
}

} // namespace askr::storage::host
