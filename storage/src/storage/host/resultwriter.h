#pragma once

#include "rowsink.h"

#include <QByteArray>

#include <chrono>
#include <functional>

namespace askr::storage::host {

// Writes an operation's result into an answer as SQLite steps through it,
// in the layout parseResult() reads, with no contracts::Value in between: the
// window's process builds the values once, as it did when it ran the
// statement itself.
class ResultWriter : public contracts::RowSink
{
public:
    // Appends to out from its current end. With send, the rows stepped
    // over FlushMicros go ahead of the answer, as one body of
    // [u32 columns][u32 rows][rows] (readRows()), while SQLite steps the
    // rest: the window reads them meanwhile, and only the last ones wait
    // for the end. A later statement whose rows become the result sends
    // [u32 columns][u32 RowsVoid] first. Rows sent stay out of out.
    explicit ResultWriter(QByteArray &out, std::function<bool(const QByteArray &)> send = {});
    void begin(sqlite3_stmt *stmt, int columns) override;
    void row(sqlite3_stmt *stmt, int columns) override;
    // After the operation: the row count and its changes.
    void finish(qint64 changes);

    static constexpr qint64 FlushMicros = 100;
    static constexpr quint32 RowsVoid = 0xffffffff;

private:
    void flush();

    QByteArray &m_out;
    std::function<bool(const QByteArray &)> m_send;
    qsizetype m_start;
    qsizetype m_rowCountAt = -1;
    quint32 m_columns = 0;
    quint32 m_rows = 0; // in m_out
    quint32 m_sent = 0; // sent ahead
    std::chrono::steady_clock::time_point m_since;
};

} // namespace askr::storage::host
