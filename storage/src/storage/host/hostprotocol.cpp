#include "storage/host/hostprotocol.h"

#include <cerrno>
#include <limits>
#include <sys/socket.h>
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

void writeResult(QDataStream &out, const contracts::Result &result)
{
    out << quint32(result.columns.size());
    for (const auto &c : result.columns)
        out << QByteArray::fromStdString(c);
    out << quint32(result.rows.size());
    for (const auto &row : result.rows)
        for (const auto &v : row)
            out << v;
    out << qint64(result.changes);
}

contracts::Result readResult(QDataStream &in)
{
    contracts::Result result;
    quint32 columns = 0, rows = 0;
    in >> columns;
    for (quint32 i = 0; i < columns && in.status() == QDataStream::Ok; ++i) {
        QByteArray name;
        in >> name;
        result.columns.push_back(name.toStdString());
    }
    in >> rows;
    result.rows.reserve(rows);
    for (quint32 r = 0; r < rows && in.status() == QDataStream::Ok; ++r) {
        std::vector<contracts::Value> row(columns);
        for (auto &v : row)
            in >> v;
        result.rows.push_back(std::move(row));
    }
    qint64 changes = 0;
    in >> changes;
    result.changes = changes;
    return result;
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
