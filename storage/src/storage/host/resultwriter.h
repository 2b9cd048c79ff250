#pragma once

#include "rowsink.h"

#include <QByteArray>

namespace askr::storage::host {

// Writes an operation's result into an answer as SQLite steps through it,
// in the layout parseResult() reads, with no contracts::Value in between: the
// window's process builds the values once, as it did when it ran the
// statement itself.
class ResultWriter : public contracts::RowSink
{
public:
    // Appends to out from its current end.
    explicit ResultWriter(QByteArray &out);
    void begin(sqlite3_stmt *stmt, int columns) override;
    void row(sqlite3_stmt *stmt, int columns) override;
    // After the operation: the row count and its changes.
    void finish(qint64 changes);

private:
    QByteArray &m_out;
    qsizetype m_start;
    qsizetype m_rowCountAt = -1;
    quint32 m_rows = 0;
};

} // namespace askr::storage::host
