#include "storage/host/hostserver.h"

#include "storage/appdata.h"
#include "storage/blobreader.h"
#include "storage/host/filecheck.h"
#include "storage/host/hostprotocol.h"
#include "storage/host/resultwriter.h"
#include "storage/opener.h"

#include "askr_contracts_api.h"

#include <QCoreApplication>

#include <sqlite3.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <memory>
#include <mutex>
#include <thread>

#include <cerrno>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace askr::storage::host {

using contracts::Connection;
using contracts::Error;

namespace {

constexpr int NextRequestSpinMicros = 50;
// The window's worker sends the request it was told of within its own
// wake-up (tens of µs here).
constexpr int ExpectedRequestSpinMicros = 500;

// One channel: the connection it opened, and the requests of one
// connection of the window, run in order on this thread and answered. The
// window sends the next request only after the answer, so the socket is
// quiet while a request runs but for a Cancel or the window going away:
// SQLite's progress handler looks for those now and then.
class Channel
{
public:
    explicit Channel(int fd) : m_fd(fd) { }
    ~Channel() { ::close(m_fd); }

    void serve();

private:
    QByteArray handle(const Frame &request);
    void open(QDataStream &in);
    void reopen();
    void applyClock(QDataStream &in);
    // Whether the files are still those at the path (reopened when not),
    // with the connection's data_version after the look.
    struct Look
    {
        FileState state = FileState::Same;
        QString message;
        qint64 version = -1;
        QByteArray answer() const;
    };
    Look look();
    QByteArray watch(QDataStream &in);
    QByteArray blob(const Frame &request, QDataStream &in);
    Connection &db();
    // A Cancel of the running request came, or the window closed the channel.
    bool stopAsked();
    static int progress(void *self);

    int m_fd;
    quint64 m_running = 0;
    bool m_stop = false;
    unsigned m_ticks = 0;
    // How it was opened, to open it anew.
    bool m_byPlan = false;
    OpenPlan m_plan;
    QByteArray m_uri;
    int m_flags = 0;
    OpenedDatabase m_opened;
    WalWatch m_walWatch;
    bool m_clockSet = false;
    qint64 m_now = 0;
    qsizetype m_lastAnswerBytes = 0;
};

void Channel::serve()
{
    Frame request;
    while (readFrame(m_fd, request)) {
        if (request.kind == Kind::Cancel)
            continue; // for a request answered meanwhile
        if (request.kind == Kind::Expect) {
            spinUntilReadable(m_fd, ExpectedRequestSpinMicros);
            continue;
        }
        m_running = request.seq;
        m_stop = false;
        Kind kind = Kind::Done;
        QByteArray body;
        try {
            body = handle(request);
        } catch (const Error &e) {
            kind = Kind::Failed;
            body.clear();
            QDataStream err(&body, QIODevice::WriteOnly);
            writeError(err, e);
        } catch (const std::exception &e) {
            kind = Kind::Failed;
            body.clear();
            QDataStream err(&body, QIODevice::WriteOnly);
            writeError(err, Error(SQLITE_ERROR, QString::fromUtf8(e.what())));
        }
        m_running = 0;
        if (!writeAnswer(m_fd, kind, request.seq, m_opened.db && m_opened.db->inTransaction(), body))
            break;
        // A far jump's page follows its key at once, as do an overview's
        // reads: the next request is looked for awake for a moment. Not
        // after the head poll, which nothing follows. (Spinning as long as
        // the last gap between requests was tried: pages gained nothing
        // sure, and idle CPU measured higher.)
        if (request.kind == Kind::Run || request.kind == Kind::Exec)
            spinUntilReadable(m_fd, NextRequestSpinMicros);
    }
    // The window closed the channel (or went away): the connection closes
    // here, as any SQLite connection closes.
    m_opened = OpenedDatabase();
}

bool Channel::stopAsked()
{
    if (m_stop)
        return true;
    for (;;) {
        Kind kind = Kind::Done;
        quint64 seq = 0;
        switch (peekFrame(m_fd, &kind, &seq)) {
        case Peeked::Nothing:
            return false;
        case Peeked::Gone:
            m_stop = true;
            return true;
        case Peeked::Frame:
            // An Expect (a request queued meanwhile) may stand before a
            // Cancel: taken off, as the Cancel of an earlier request is.
            if (kind == Kind::Cancel || kind == Kind::Expect) {
                Frame taken;
                readFrame(m_fd, taken);
                m_stop = kind == Kind::Cancel && taken.seq == m_running;
                if (m_stop)
                    return true;
                continue;
            }
            return false;
        }
        return false;
    }
}

int Channel::progress(void *self)
{
    // Every 512th call, about every half million virtual machine
    // instructions (a few milliseconds): a look per call cost a count over
    // 100,000 jobs 18% (every 64th, 11%; now 10%, most of it the other core).
    auto *channel = static_cast<Channel *>(self);
    if (channel->m_stop)
        return 1;
    return ++channel->m_ticks % 512 == 0 && channel->stopAsked() ? 1 : 0;
}

Connection &Channel::db()
{
    if (!m_opened.db)
        throw Error(SQLITE_MISUSE, QStringLiteral("the channel has no open database"));
    return *m_opened.db;
}

QByteArray Channel::handle(const Frame &request)
{
    QDataStream in(request.body);
    QByteArray answer;
    QDataStream out(&answer, QIODevice::WriteOnly);
    switch (request.kind) {
    case Kind::Open:
        open(in);
        break;
    case Kind::Run: {
        applyClock(in);
        QByteArray contract, name;
        in >> contract >> name;
        const contracts::Params params = readParams(in);
        const contracts::ContractDoc *doc = contracts::builtinContracts().find(contract.toStdString());
        const contracts::OperationDef *op = doc ? doc->find(name.toStdString()) : nullptr;
        if (!op)
            throw Error(SQLITE_MISUSE,
                QStringLiteral("no operation %1.%2 in this build").arg(QString::fromUtf8(contract), QString::fromUtf8(name)));
        // Reserved as the last answer's size: a page is one allocation.
        answer.reserve(m_lastAnswerBytes);
        // Rows stepped over ResultWriter::FlushMicros go ahead, so that the
        // window reads them while the rest are stepped.
        ResultWriter writer(answer, [this, seq = request.seq](const QByteArray &rows) { return writeFrame(m_fd, Kind::Chunk, seq, rows); });
        writer.finish(contracts::execute(db(), *op, params, &writer).changes);
        m_lastAnswerBytes = qMin<qsizetype>(answer.size(), 16 << 20);
        break;
    }
    case Kind::Exec: {
        applyClock(in);
        QByteArray sql;
        QString what;
        in >> sql >> what;
        db().exec(sql.toStdString(), what);
        break;
    }
    case Kind::Script: {
        applyClock(in);
        quint32 n = 0;
        in >> n;
        std::vector<contracts::StatementDef> statements;
        for (quint32 i = 0; i < n && in.status() == QDataStream::Ok; ++i) {
            QByteArray sql;
            in >> sql;
            contracts::StatementDef st;
            st.sql = sql.toStdString();
            statements.push_back(std::move(st));
        }
        QString what;
        in >> what;
        contracts::install(db(), statements, what);
        break;
    }
    case Kind::FileState:
        return look().answer();
    case Kind::Watch:
        return watch(in);
    case Kind::Plan: {
        QString path;
        qint32 mode = 0;
        bool create = false;
        in >> path >> mode >> create;
        QString why;
        if (create && !createIfMissing(path, &why)) {
            out << why;
            break;
        }
        out << QString();
        writePlan(out, planOpen(path, OpenMode(mode)));
        break;
    }
    case Kind::Blob:
        return blob(request, in);
    default:
        throw Error(SQLITE_MISUSE, QStringLiteral("unknown request %1").arg(int(request.kind)));
    }
    return answer;
}

void Channel::open(QDataStream &in)
{
    quint8 variant = 0;
    in >> variant;
    if (variant == 0) {
        m_byPlan = true;
        m_plan = readPlan(in);
    } else {
        qint32 flags = 0;
        in >> m_uri >> flags;
        m_flags = flags;
    }
    reopen();
}

void Channel::reopen()
{
    m_opened = OpenedDatabase();
    m_clockSet = false;
    if (m_byPlan) {
        m_opened = openFilePlan(m_plan);
    } else {
        m_opened.db = Connection::open(m_uri, m_flags);
    }
    if (m_opened.db->handle()) {
        sqlite3_progress_handler(m_opened.db->handle(), 1000, &Channel::progress, this);
        m_walWatch = WalWatch(QString::fromUtf8(sqlite3_db_filename(m_opened.db->handle(), "main")));
    }
}

void Channel::applyClock(QDataStream &in)
{
    bool has = false;
    qint64 now = 0;
    in >> has >> now;
    m_now = now;
    if (has != m_clockSet) {
        // Set once: a clock that reads the value each request brings.
        db().setClock(has ? std::function<qint64()>([this] { return m_now; }) : std::function<qint64()>());
        m_clockSet = has;
    }
}

Channel::Look Channel::look()
{
    Look look;
    Connection &c = db();
    if (!(m_byPlan && m_plan.copyFirst) && c.handle()) {
        const QString path = QString::fromUtf8(sqlite3_db_filename(c.handle(), "main"));
        if (mainFileHasMoved(c.handle())) {
            look.state = FileState::Moved;
        } else if (const QString replaced = m_walWatch.replaced(); !replaced.isEmpty()) {
            // Closing it must not checkpoint a -wal nobody else sees into
            // the file: what is in it would overwrite newer pages.
            sqlite3_db_config(c.handle(), SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
            std::fprintf(stderr, "askr-desk-db: %s was deleted or replaced under the connection; %s opened again\n", qPrintable(replaced),
                qPrintable(path));
            reopen();
            look.state = FileState::Reopened;
            look.message = replaced;
        }
    }
    // The look for changes comes with it: one request per poll, not two.
    look.version = contracts::database::dataVersion(db()).data_version.toInt();
    return look;
}

QByteArray Channel::Look::answer() const
{
    QByteArray answer;
    QDataStream out(&answer, QIODevice::WriteOnly);
    out << quint8(state) << message << version;
    return answer;
}

QByteArray Channel::watch(QDataStream &in)
{
    // The head poll of an idle window, looked at here: the window's threads
    // sleep until there is something to tell (a commit, the files replaced)
    // or the deadline that says the database still answers. Anything the
    // window sends meanwhile (a request on its way, a cancel, the channel
    // closed) ends the watch at once.
    qint64 knownVersion = 0;
    bool knownMoved = false;
    qint32 everyMs = 0, forMs = 0;
    in >> knownVersion >> knownMoved >> everyMs >> forMs;
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(qMax(0, forMs));
    for (;;) {
        const Look now = look();
        if (now.state == FileState::Reopened || (now.state == FileState::Moved) != knownMoved || now.version != knownVersion)
            return now.answer();
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now()).count();
        if (left <= 0)
            return now.answer();
        pollfd watched {m_fd, POLLIN, 0};
        if (::poll(&watched, 1, int(qMin<qint64>(left, qMax(1, everyMs)))) > 0)
            return now.answer();
    }
}

QByteArray Channel::blob(const Frame &request, QDataStream &in)
{
    QByteArray table, column, keyColumn, expectedKey;
    qint64 rowid = 0, offset = 0, length = 0, chunkBytes = 0;
    in >> table >> column >> rowid >> offset >> length >> chunkBytes >> keyColumn >> expectedKey;
    const char *key = keyColumn.isEmpty() ? nullptr : keyColumn.constData();
    qint64 total = 0;
    if (chunkBytes <= 0) {
        const BlobRange range = readBlobRange(db(), table.constData(), column.constData(), rowid, offset, length, key, expectedKey);
        if (!writeFrame(m_fd, Kind::Chunk, request.seq, range.bytes))
            throw Error(SQLITE_IOERR, QStringLiteral("the window closed the channel"));
        total = range.totalBytes;
    } else {
        total = streamBlob(
            db(), table.constData(), column.constData(), rowid, offset, length, chunkBytes,
            [&](const QByteArray &chunk) {
                if (!writeFrame(m_fd, Kind::Chunk, request.seq, chunk))
                    throw Error(SQLITE_IOERR, QStringLiteral("the window closed the channel"));
                if (stopAsked())
                    throw Error(SQLITE_INTERRUPT, contracts::adviceFor(SQLITE_INTERRUPT));
            },
            key, expectedKey);
    }
    QByteArray answer;
    QDataStream out(&answer, QIODevice::WriteOnly);
    out << total;
    return answer;
}

} // namespace

int runHost(int listenFd, int lifelineFd)
{
    std::mutex mutex;
    std::condition_variable ended;
    int open = 0;
    std::thread acceptor([&] {
        for (;;) {
            const int fd = ::accept4(listenFd, nullptr, nullptr, SOCK_CLOEXEC);
            if (fd < 0) {
                if (errno == EINTR || errno == ECONNABORTED)
                    continue;
                break; // shut down
            }
            {
                std::lock_guard lock(mutex);
                ++open;
            }
            std::thread([fd, &mutex, &ended, &open] {
                {
                    Channel channel(fd);
                    channel.serve();
                }
                std::lock_guard lock(mutex);
                --open;
                ended.notify_all();
            }).detach();
        }
    });
    // The lifeline: the window's process holds the other end of standard
    // input; it closes when that process ends, however it ends.
    char buffer[256];
    for (;;) {
        const ssize_t n = ::read(lifelineFd, buffer, sizeof(buffer));
        if (n == 0 || (n < 0 && errno != EINTR))
            break;
    }
    ::shutdown(listenFd, SHUT_RDWR);
    acceptor.join();
    ::close(listenFd);
    // Every connection closes as its channel does; a window that is gone
    // has closed them all. A hung one is not waited for forever.
    std::unique_lock lock(mutex);
    if (!ended.wait_for(lock, std::chrono::seconds(30), [&] { return open == 0; })) {
        std::fprintf(stderr,
            "askr-desk-db: %d connection(s) still open 30 s after the window's process went; leaving them to SQLite's recovery\n", open);
        std::fflush(stderr);
        ::_exit(0);
    }
    return 0;
}

} // namespace askr::storage::host
