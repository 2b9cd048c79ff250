#pragma once

#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace askr::operations::laravel {

struct DotEnv;

// The value of one entry of a Laravel config file (config/queue.php,
// config/database.php), read without running PHP: the file's returned
// array literal is parsed, and an entry's value is a string literal, a
// call (env('X', default), database_path('f'), base_path, storage_path),
// a nested array, or something else (unknown: a computation only PHP can
// do, which the reader says it cannot follow).
struct PhpValue {
    enum Kind { String, Array, Call, Other };
    Kind kind = Other;
    QString text;                                 // String: the literal; Call: the function's name; Other: the source
    QList<std::pair<QString, PhpValue>> entries;  // Array: key => value (a list item's key is empty)
    QList<PhpValue> args;                         // Call

    // The entry at a dotted path ("failed.table"), if the file has it.
    const PhpValue *at(const QString &dotted) const;
};

class PhpConfig
{
public:
    // Parses `return [ ... ];`; nullopt when the file has no such array.
    static std::optional<PhpValue> parse(const QString &source);
    // Reads folder/config/NAME.php; nullopt when absent or unreadable.
    static std::optional<PhpValue> read(const QString &folder, const QString &name);
    // What the value says, given the application's .env and folder (the
    // folder for database_path() and its kin); nullopt when it cannot be
    // told without PHP. env()'s "null" and "(null)" are no value.
    static std::optional<QString> evaluate(const PhpValue &value, const DotEnv &env, const QString &folder);
    // The value is PHP's null: the literal, or env() of a variable set to
    // "null" or "(null)", or of one not set and with no default.
    static bool isNull(const PhpValue &value, const DotEnv &env);
};

} // namespace askr::operations::laravel
