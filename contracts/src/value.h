#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QVariant>

#include <optional>

namespace askr::contracts {

// A SQLite value as it is stored. TEXT keeps its raw bytes: keys and queue
// names are not guaranteed to be UTF-8, and converting them to QString would
// lose bytes that a later Forget or Unlock has to match exactly.
class Value
{
public:
    enum Kind { Null, Integer, Real, Text, Blob };

    Value() = default;
    static Value integer(qint64 v)
    {
        Value r;
        r.m_kind = Integer;
        r.m_int = v;
        return r;
    }
    static Value real(double v)
    {
        Value r;
        r.m_kind = Real;
        r.m_real = v;
        return r;
    }
    static Value text(const QByteArray &bytes)
    {
        Value r;
        r.m_kind = Text;
        r.m_bytes = bytes;
        return r;
    }
    static Value text(const QString &s) { return text(s.toUtf8()); }
    static Value text(const char *s) { return text(QByteArray(s)); }
    static Value blob(const QByteArray &bytes)
    {
        Value r;
        r.m_kind = Blob;
        r.m_bytes = bytes;
        return r;
    }
    template<typename T>
    static Value integer(const std::optional<T> &v)
    {
        return v ? integer(qint64(*v)) : Value();
    }
    static Value text(const std::optional<QByteArray> &v) { return v ? text(*v) : Value(); }
    static Value blob(const std::optional<QByteArray> &v) { return v ? blob(*v) : Value(); }

    Kind kind() const { return m_kind; }
    bool isNull() const { return m_kind == Null; }
    qint64 toInt() const;
    double toReal() const;
    // Raw bytes of TEXT or BLOB; the decimal text of a number.
    QByteArray toBytes() const;
    // For display: invalid UTF-8 is escaped as \xNN rather than replaced.
    QString toDisplayString() const;
    QVariant toVariant() const;
    const char *typeName() const;

    bool operator==(const Value &other) const;
    bool operator!=(const Value &other) const { return !(*this == other); }

private:
    Kind m_kind = Null;
    qint64 m_int = 0;
    double m_real = 0;
    QByteArray m_bytes;
};

// Escapes bytes that are not valid UTF-8 (and control characters) as \xNN so
// that any key can be shown and told apart from its neighbours.
QString escapeBytes(const QByteArray &bytes);
// As escapeBytes for people to read: a backslash is written once (Laravel's
// class names read App\Jobs\X, not App\\Jobs\\X), and doubled only where a byte escape or
// text that looks like one (x and two hex digits, another backslash) follows,
// so that an escape is never mistaken for text.
QString readableBytes(const QByteArray &bytes);

// A JSON array of strings for the operations that take a list (`:keys`,
// `:names`): json_each() gives each string back as TEXT holding exactly the
// item's bytes. Only '"', '\\' and control characters are escaped; other bytes
// are copied, UTF-8 or not, which SQLite's JSON functions pass through.
// SQLite ends a string at an escaped NUL, so an item holding a NUL byte would
// match a shorter one: Error (SQLITE_MISUSE) is thrown instead.
QByteArray jsonStringArray(const QList<QByteArray> &items);

} // namespace askr::contracts

Q_DECLARE_METATYPE(askr::contracts::Value)
