#include "storage/sqlitefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>
#include <sys/stat.h>

#include <cstring>

namespace askr::storage {

namespace {

// One file opened read-only through the default VFS, closed through it.
class VfsFile
{
public:
    VfsFile(const QString &path, int kind) : m_vfs(sqlite3_vfs_find(nullptr))
    {
        const QByteArray abs = QFile::encodeName(QFileInfo(path).absoluteFilePath());
        // A VFS may read URI parameters from a main database's name, so it
        // gets one made the way SQLite makes them.
        m_name = sqlite3_create_filename(abs.constData(), "", "", 0, nullptr);
        m_file = static_cast<sqlite3_file *>(sqlite3_malloc(m_vfs->szOsFile));
        if (!m_name || !m_file)
            return;
        std::memset(m_file, 0, size_t(m_vfs->szOsFile));
        int outFlags = 0;
        m_ok = m_vfs->xOpen(m_vfs, m_name, m_file, SQLITE_OPEN_READONLY | kind, &outFlags) == SQLITE_OK;
    }
    ~VfsFile()
    {
        if (m_file && m_file->pMethods)
            m_file->pMethods->xClose(m_file);
        sqlite3_free(m_file);
        sqlite3_free_filename(m_name);
    }
    VfsFile(const VfsFile &) = delete;
    VfsFile &operator=(const VfsFile &) = delete;

    bool isOpen() const { return m_ok; }
    qint64 size() const
    {
        sqlite3_int64 n = 0;
        return m_file->pMethods->xFileSize(m_file, &n) == SQLITE_OK ? qint64(n) : -1;
    }
    // Bytes read at offset; fewer at the end of the file, -1 on an error.
    int read(char *into, int bytes, qint64 offset) const
    {
        const int rc = m_file->pMethods->xRead(m_file, into, bytes, offset);
        if (rc == SQLITE_OK)
            return bytes;
        if (rc == SQLITE_IOERR_SHORT_READ) {
            const qint64 total = size();
            return total < 0 ? -1 : int(qBound(qint64(0), total - offset, qint64(bytes)));
        }
        return -1;
    }

private:
    sqlite3_vfs *m_vfs = nullptr;
    sqlite3_filename m_name = nullptr;
    sqlite3_file *m_file = nullptr;
    bool m_ok = false;
};

} // namespace

QByteArray readDatabaseBytes(const QString &path, int bytes)
{
    VfsFile file(path, SQLITE_OPEN_MAIN_DB);
    if (!file.isOpen())
        return {};
    QByteArray out(bytes, '\0');
    const int n = file.read(out.data(), bytes, 0);
    out.truncate(qMax(0, n));
    return out;
}

bool copyDatabaseFile(const QString &from, const QString &to, bool asWal, QString *error)
{
    VfsFile source(from, asWal ? SQLITE_OPEN_WAL : SQLITE_OPEN_MAIN_DB);
    const qint64 size = source.isOpen() ? source.size() : -1;
    if (size < 0) {
        *error = QCoreApplication::translate("askr::storage::Session", "%1 cannot be read.").arg(from);
        return false;
    }
    QFile target(to);
    if (!target.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
        *error = target.errorString();
        return false;
    }
    QByteArray chunk(1 << 16, '\0');
    for (qint64 at = 0; at < size;) {
        const int n = source.read(chunk.data(), int(qMin<qint64>(chunk.size(), size - at)), at);
        if (n <= 0) {
            *error = QCoreApplication::translate("askr::storage::Session", "%1 could not be read to its end.").arg(from);
            return false;
        }
        if (target.write(chunk.constData(), n) != n) {
            *error = target.errorString();
            return false;
        }
        at += n;
    }
    return true;
}

FileId fileId(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    return FileId { quint64(st.st_dev), quint64(st.st_ino) };
}

} // namespace askr::storage
