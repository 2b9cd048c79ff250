#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace askr::remote {

// GET /api/errors: whether the server records failing requests
// (--record-errors DIR) and the newest 20 recordings' ids with their status.
// The recordings themselves hold request bodies and stay on the server.
struct ServerErrors
{
    struct Recorded
    {
        QString id;
        std::optional<int> status;
    };
    bool enabled = false;
    QList<Recorded> errors;

    static std::optional<ServerErrors> parse(const QByteArray &body, QString *error = nullptr);
    QJsonObject toJson() const;
    // How to run one again, on the server: the runtime's own command.
    static QString replayCommand(const QString &id);
};

} // namespace askr::remote
