#pragma once

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

namespace askr::testsupport {

// A real libSQL server (sqld, ASKR_SQLD at configure time) on 127.0.0.1 with
// free ports and its own data folder. A server that does not come up is a
// failure of the test, never a skip: start() says why in error().
class SqldServer
{
public:
    struct Options {
        QString primaryGrpcUrl; // non-empty: start a replica of that primary
        QByteArray jwtPublicKey; // non-empty: require EdDSA tokens (base64url Ed25519 key)
        bool namespaces = false; // several databases, made by createNamespace()
        // A SQLite file (no -wal) copied in as the default database before
        // the first start; sqld adopts it (benchmarks of large data).
        QString seedFile;
    };

    SqldServer();
    ~SqldServer(); // stops the server
    SqldServer(const SqldServer &) = delete;
    SqldServer &operator=(const SqldServer &) = delete;

    static QString binary(); // empty when the build found no sqld
    bool start();
    bool start(const Options &options);
    void stop(); // by pid: SIGTERM, then SIGKILL after 5 s
    // Stops and starts again on the same ports and data (a restart).
    bool restart();
    bool isRunning() const;

    QUrl url() const; // http://127.0.0.1:PORT
    QString grpcUrl() const; // for a replica's --primary-grpc-url
    qint64 pid() const;
    QString error() const { return m_error; }
    QByteArray log() const;
    // With Options::namespaces: a new empty database through the admin API.
    bool createNamespace(const QString &name);
    // The namespace pipeline() and copyFrom() write to (empty: the default).
    void setNamespace(const QString &name) { m_namespace = name; }

    // Runs one Hrana v3 pipeline request (test seeding and checks) and returns
    // the parsed answer, or an empty object with error() set.
    QByteArray pipeline(const QByteArray &body, const QByteArray &token = {}, int *httpStatus = nullptr);

    // Copies every table, index, view and trigger of a SQLite file, row by
    // row with its exact values, into the server. False with error() set on
    // failure. Rows holding TEXT that is not UTF-8 are left out (sqld cannot
    // send them back: its JSON fails): with dropFromFile they are deleted
    // from the file too, so that both hold the same rows.
    bool copyFrom(const QString &file, bool dropFromFile = false);

private:
    bool launch();
    bool waitHealthy(int timeoutMs);
    static QList<int> freePorts(int count);

    Options m_options;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QProcess> m_process;
    int m_httpPort = 0;
    int m_grpcPort = 0;
    int m_adminPort = 0;
    QString m_namespace;
    QString m_error;
};

// An Ed25519 key pair made with OpenSSL 3's command line, and EdDSA JWTs
// signed with it (what sqld's SQLD_AUTH_JWT_KEY checks).
class JwtKeys
{
public:
    bool create(); // false (error() says why) when openssl fails
    QByteArray publicKey() const { return m_publicKey; } // base64url, unpadded
    // A token valid for validSeconds from now (negative: already expired);
    // access "ro" makes it read-only (sqld then answers writes with 403).
    QByteArray token(qint64 validSeconds = 3600, const QByteArray &access = {}) const;
    QString error() const { return m_error; }

private:
    QTemporaryDir m_dir;
    QByteArray m_publicKey;
    mutable QString m_error;
};

} // namespace askr::testsupport
