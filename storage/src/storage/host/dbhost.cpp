#include "storage/host/dbhost.h"

#include "storage/host/hostexecutor.h"
#include "storage_debug.h"

#include "connection.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace askr::storage {

namespace {

DbHost *s_instance = nullptr;
// The listening socket's descriptor number in the process (see askr-desk-db).
constexpr int ListenFd = 3;
// Restarts within a minute after which the process is not started again:
// a file that crashes it on open would otherwise loop.
constexpr int MaxRestartsPerMinute = 5;

int listenOn(const QString &path, QString *error)
{
    const QByteArray name = QFile::encodeName(path);
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    if (size_t(name.size()) >= sizeof(address.sun_path)) {
        *error = QCoreApplication::translate("askr::storage::DbHost", "The socket path %1 is too long.").arg(path);
        return -1;
    }
    std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) != 0 || ::listen(fd, 64) != 0) {
        *error = QCoreApplication::translate("askr::storage::DbHost", "Could not listen on %1: %2")
                     .arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        if (fd >= 0)
            ::close(fd);
        return -1;
    }
    return fd;
}

} // namespace

DbHost::DbHost()
    : m_dir(QDir(QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation).isEmpty()
            ? QDir::tempPath()
            : QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation))
                .filePath(QStringLiteral("askr-desk-XXXXXX")))
{
    // QTemporaryDir makes the folder 0700: only this user reaches the socket.
    connect(qApp, &QCoreApplication::aboutToQuit, this, &DbHost::shutDown);
}

DbHost::~DbHost()
{
    shutDown();
    // By now the sessions are gone and their channels closed: the process
    // is closing its connections and ends by itself.
    if (m_process && !m_process->waitForFinished(3000))
        m_process->kill();
    if (s_instance == this) {
        s_instance = nullptr;
        contracts::setFileOpener({});
    }
}

DbHost *DbHost::instance()
{
    return s_instance;
}

QString DbHost::program()
{
    const QString fromEnv = qEnvironmentVariable("ASKR_DESK_DB_PROGRAM");
    if (!fromEnv.isEmpty())
        return fromEnv;
    // Beside the window's program in a build tree; installed, it is a
    // helper no one runs by hand, so it lives in libexec (app/CMakeLists.txt).
    const QDir bin(QCoreApplication::applicationDirPath());
    const QString beside = bin.filePath(QStringLiteral("askr-desk-db"));
    const QString installed = QDir::cleanPath(bin.filePath(QStringLiteral("../libexec/askr-desk/askr-desk-db")));
    return QFileInfo::exists(beside) || !QFileInfo::exists(installed) ? beside : installed;
}

bool DbHost::start(QString *error)
{
    if (s_instance)
        return !s_instance->m_failed;
    // Made even when the process cannot be started: the window never falls
    // back to holding connections itself; opening says why it cannot.
    auto *host = new DbHost;
    host->setParent(qApp);
    s_instance = host;
    QString why;
    if (!host->m_dir.isValid())
        why = QCoreApplication::translate("askr::storage::DbHost", "Could not make a private folder for the database process: %1")
                  .arg(host->m_dir.errorString());
    else if (host->launch(&why))
        return true;
    qCWarning(ASKR_STORAGE).noquote() << why;
    std::lock_guard lock(host->m_mutex);
    host->m_failed = true;
    host->m_failure = why;
    if (error)
        *error = why;
    return false;
}

bool DbHost::launch(QString *error)
{
    const QString path = m_dir.filePath(QStringLiteral("db-%1.sock").arg(m_generation + 1));
    QFile::remove(path);
    const int fd = listenOn(path, error);
    if (fd < 0)
        return false;
    auto *process = new QProcess(this);
    process->setProgram(program());
    process->setArguments({ QStringLiteral("--listen-fd"), QString::number(ListenFd) });
    // Standard input is the lifeline: the process ends when this one does.
    process->setProcessChannelMode(QProcess::ForwardedChannels);
    process->setChildProcessModifier([fd] {
        if (fd == ListenFd)
            ::fcntl(fd, F_SETFD, 0);
        else
            ::dup2(fd, ListenFd);
    });
    connect(process, &QProcess::finished, this, &DbHost::finished);
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart && process == m_process) {
            std::lock_guard lock(m_mutex);
            m_failed = true;
            m_failure = QCoreApplication::translate("askr::storage::DbHost", "The database process %1 could not be started: %2")
                            .arg(program(), process->errorString());
            m_changed.notify_all();
        }
    });
    process->start();
    // Only the process holds the socket now: when it stops, connecting fails
    // at once instead of waiting on a listener nobody serves.
    ::close(fd);
    if (!process->waitForStarted(10000)) {
        *error = QCoreApplication::translate("askr::storage::DbHost", "The database process %1 could not be started: %2")
                     .arg(program(), process->errorString());
        delete process;
        return false;
    }
    m_process = process;
    std::lock_guard lock(m_mutex);
    m_socketPath = path;
    ++m_generation;
    m_failed = false;
    m_changed.notify_all();
    qCInfo(ASKR_STORAGE) << "database process" << process->processId() << "listening on" << path;
    return true;
}

void DbHost::finished(int exitCode, QProcess::ExitStatus status)
{
    auto *process = qobject_cast<QProcess *>(sender());
    if (process != m_process || m_quitting)
        return;
    m_process = nullptr;
    process->deleteLater();
    m_lastStop = status == QProcess::CrashExit
        ? QCoreApplication::translate("askr::storage::DbHost", "it crashed or was killed")
        : QCoreApplication::translate("askr::storage::DbHost", "it exited with status %1").arg(exitCode);
    qCWarning(ASKR_STORAGE).noquote() << "database process stopped:" << m_lastStop;
    {
        std::lock_guard lock(m_mutex);
        m_socketPath.clear();
    }
    Q_EMIT stopped(m_lastStop);
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    if (now - m_firstRestartAt > 60) {
        m_firstRestartAt = now;
        m_restarts = 0;
    }
    QString why;
    if (++m_restarts > MaxRestartsPerMinute) {
        why = QCoreApplication::translate("askr::storage::DbHost",
            "The database process stopped %1 times within a minute, so it is not started again: close the database that makes it stop, "
            "then quit and start Askr Desk again.")
                  .arg(MaxRestartsPerMinute);
    } else if (launch(&why)) {
        Q_EMIT restarted();
        return;
    }
    std::lock_guard lock(m_mutex);
    m_failed = true;
    m_failure = why;
    m_changed.notify_all();
}

void DbHost::routeEveryFileOpen()
{
    contracts::setFileOpener(
        [](const QByteArray &uri, int flags) -> std::unique_ptr<contracts::Executor> { return host::HostExecutor::openUri(uri, flags); });
}

int DbHost::connectChannel(QString *error)
{
    DbHost *host = s_instance;
    if (!host) {
        *error = QCoreApplication::translate("askr::storage::DbHost", "The database process is not running.");
        return -1;
    }
    // While it restarts (or a crashed one's socket still lingers), wait for
    // the next one: a few hundred milliseconds, at most ten seconds.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    std::unique_lock lock(host->m_mutex);
    for (;;) {
        if (host->m_failed) {
            *error = host->m_failure;
            return -1;
        }
        if (!host->m_socketPath.isEmpty()) {
            const QByteArray name = QFile::encodeName(host->m_socketPath);
            const int generation = host->m_generation;
            lock.unlock();
            sockaddr_un address {};
            address.sun_family = AF_UNIX;
            std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
            const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
            if (fd >= 0 && ::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0)
                return fd;
            if (fd >= 0)
                ::close(fd);
            lock.lock();
            if (host->m_generation == generation) // a dead socket: wait for the restart
                host->m_changed.wait_until(lock, deadline, [&] { return host->m_generation != generation || host->m_failed; });
        } else {
            host->m_changed.wait_until(lock, deadline);
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            *error
                = QCoreApplication::translate("askr::storage::DbHost", "The database process does not answer; it is being started again.");
            return -1;
        }
    }
}

int DbHost::generation()
{
    DbHost *host = s_instance;
    if (!host)
        return 0;
    std::lock_guard lock(host->m_mutex);
    return host->m_generation;
}

qint64 DbHost::processId() const
{
    return m_process ? m_process->processId() : 0;
}

void DbHost::shutDown()
{
    if (m_quitting || !m_process)
        return;
    m_quitting = true;
    // Its standard input closes: it stops accepting and ends once every
    // connection is closed (their sessions are going too). Not waited for:
    // the window closes after this.
    m_process->closeWriteChannel();
}

} // namespace askr::storage
#include "moc_dbhost.cpp"
