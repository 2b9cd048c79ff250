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

ResultWriter::ResultWriter(QByteArray &out) : m_out(out), m_start(out.size())
{
}

void ResultWriter::begin(sqlite3_stmt *stmt, int columns)
{
    m_out.truncate(m_start); // a later statement's rows are the result
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
