#pragma once

// Another connection that takes a database file for itself (BEGIN
// EXCLUSIVE), so that the app's reads of it fail, until it is released or
// destroyed. It waits for readers already in the file: the app under test
// keeps reading on its own timers, and a lock taken without waiting fails
// with SQLITE_BUSY whenever one of those reads is in flight (CI saw it).
// The connection is closed in every case, a failed check included.

#include <QFile>
#include <QString>

#include <sqlite3.h>

namespace askr::testsupport {

class ExclusiveLock
{
public:
    explicit ExclusiveLock(const QString &path, int waitMs = 20000)
    {
        m_rc = sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, SQLITE_OPEN_READWRITE, nullptr);
        if (m_rc != SQLITE_OK)
            return;
        sqlite3_busy_timeout(m_db, waitMs);
        m_rc = sqlite3_exec(m_db, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr);
    }
    ~ExclusiveLock() { release(); }
    ExclusiveLock(const ExclusiveLock &) = delete;
    ExclusiveLock &operator=(const ExclusiveLock &) = delete;

    // SQLITE_OK once the file is held.
    int result() const { return m_rc; }

    void release()
    {
        if (!m_db)
            return;
        if (m_rc == SQLITE_OK)
            sqlite3_exec(m_db, "ROLLBACK", nullptr, nullptr, nullptr);
        sqlite3_close(m_db);
        m_db = nullptr;
    }

private:
    sqlite3 *m_db = nullptr;
    int m_rc = SQLITE_ERROR;
};

} // namespace askr::testsupport
