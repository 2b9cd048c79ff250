#pragma once

namespace askr::contracts {

class Connection;

// One write transaction around several operations (Forget reads the rows it
// keeps and deletes them under the same write lock). It takes the lock at
// once (BEGIN IMMEDIATE); operations run inside it nest as savepoints. Rolled
// back when it goes out of scope uncommitted. On a server the transaction is
// held by one Hrana stream (HranaExecutor); a lost stream fails the next
// operation, and the server has rolled everything back.
class Transaction
{
public:
    explicit Transaction(Connection &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    void commit();

private:
    Connection &m_db;
    bool m_open = false;
};

} // namespace askr::contracts
