#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace askr::operations::laravel {

// A Laravel application's .env as phpdotenv reads it, without running PHP:
// KEY=value lines, "export" before a key, # comments (after an unquoted
// value only when a space comes before the #), 'single quotes' taken as
// written, "double quotes" with \n, \t, \" and \\ and over several lines,
// and ${OTHER} replaced in unquoted and double-quoted values by a key seen
// above it (or left empty). A later line for the same key wins: phpdotenv
// overwrites what it loaded itself. What the server's own environment sets
// wins over .env there, and cannot be seen from here.
struct DotEnv {
    QHash<QString, QString> values;
    QStringList problems; // lines that could not be read, with their number

    static DotEnv parse(const QByteArray &text);
    // Reads folder/.env; an absent file is no values and no problem.
    static DotEnv read(const QString &folder);

    bool has(const QString &key) const { return values.contains(key); }
    QString value(const QString &key, const QString &fallback = QString()) const { return values.value(key, fallback); }
};

} // namespace askr::operations::laravel
