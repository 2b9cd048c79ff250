#pragma once

struct sqlite3_stmt;

namespace askr::contracts {

// Where execute() can hand rows as SQLite gives them, without a Value each:
// the database process writes them straight into its answer, so a page is
// not built twice (once there, once in the window's process).
class RowSink
{
public:
    virtual ~RowSink() = default;
    // A statement that returns rows starts; rows of an earlier one are void.
    virtual void begin(sqlite3_stmt *stmt, int columns) = 0;
    virtual void row(sqlite3_stmt *stmt, int columns) = 0;
};

} // namespace askr::contracts
