#include "storage/host/resultwriter.h"

#include "value.h"

#include <sqlite3.h>

#include <cstring>

namespace askr::storage::host {

namespace {

template<typename T> void appendRaw(QByteArray &out, T v)
{
    out.append(reinterpret_cast<const char *>(&v), sizeof(v));
}

void appendBytes(QByteArray &out, const void *data, int size)
{
    appendRaw(out, quint32(size));
    if (size > 0)
        out.append(static_cast<const char *>(data), size);
}

} // namespace

ResultWriter::ResultWriter(QByteArray &out, std::function<bool(const QByteArray &)> send)
    : m_out(out)
    , m_send(std::move(send))
    , m_start(out.size())
{
}

void ResultWriter::begin(sqlite3_stmt *stmt, int columns)
{
    m_out.truncate(m_start); // a later statement's rows are the result
    if (m_sent > 0 && m_send) {
        QByteArray drop;
        appendRaw(drop, m_columns);
        appendRaw(drop, RowsVoid);
        if (!m_send(drop))
            m_send = {}; // the window is gone: the answer will say so
        m_sent = 0;
    }
    m_columns = quint32(columns);
    m_since = std::chrono::steady_clock::now();
    appendRaw(m_out, quint32(columns));
    for (int i = 0; i < columns; ++i) {
        const char *name = sqlite3_column_name(stmt, i);
        appendBytes(m_out, name, int(std::strlen(name)));
    }
    m_rowCountAt = m_out.size();
    m_rows = 0;
    appendRaw(m_out, quint32(0));
}

void ResultWriter::row(sqlite3_stmt *stmt, int columns)
{
    // The clock every 8th row: a row of a page costs about 2 µs to step.
    if (m_send && m_rows % 8 == 7
        && std::chrono::steady_clock::now() - m_since >= std::chrono::microseconds(FlushMicros))
        flush();
    ++m_rows;
    for (int i = 0; i < columns; ++i) {
        switch (sqlite3_column_type(stmt, i)) {
        case SQLITE_INTEGER:
            m_out.append(char(contracts::Value::Integer));
            appendRaw(m_out, qint64(sqlite3_column_int64(stmt, i)));
            break;
        case SQLITE_FLOAT:
            m_out.append(char(contracts::Value::Real));
            appendRaw(m_out, sqlite3_column_double(stmt, i));
            break;
        case SQLITE_TEXT: {
            m_out.append(char(contracts::Value::Text));
            const unsigned char *text = sqlite3_column_text(stmt, i);
            appendBytes(m_out, text, sqlite3_column_bytes(stmt, i));
            break;
        }
        case SQLITE_BLOB: {
            m_out.append(char(contracts::Value::Blob));
            const void *blob = sqlite3_column_blob(stmt, i);
            appendBytes(m_out, blob, sqlite3_column_bytes(stmt, i));
            break;
        }
        default:
            m_out.append(char(contracts::Value::Null));
            break;
        }
    }
}

void ResultWriter::flush()
{
    const qsizetype rowsAt = m_rowCountAt + qsizetype(sizeof(quint32));
    QByteArray ahead;
    ahead.reserve(2 * sizeof(quint32) + m_out.size() - rowsAt);
    appendRaw(ahead, m_columns);
    appendRaw(ahead, m_rows);
    ahead.append(m_out.constData() + rowsAt, m_out.size() - rowsAt);
    if (!m_send(ahead)) {
        m_send = {};
        return;
    }
    m_sent += m_rows;
    m_rows = 0;
    m_out.truncate(rowsAt);
    m_since = std::chrono::steady_clock::now();
}

void ResultWriter::finish(qint64 changes)
{
    if (m_rowCountAt < 0) {
        // No statement returned rows: no columns, no rows.
        m_out.truncate(m_start);
        appendRaw(m_out, quint32(0));
        appendRaw(m_out, quint32(0));
    } else {
        std::memcpy(m_out.data() + m_rowCountAt, &m_rows, sizeof(m_rows));
    }
    appendRaw(m_out, changes);
}

} // namespace askr::storage::host
