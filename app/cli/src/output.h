#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <initializer_list>

namespace askr::contracts {
class Value;
}

namespace askr::cli {

// An aligned text table: a header line, then one line a row. Columns marked
// numeric are aligned right.
class Table
{
public:
    struct Column
    {
        QString title;
        bool numeric = false;
    };
    explicit Table(std::initializer_list<Column> columns);
    void add(const QStringList &cells);
    bool isEmpty() const { return m_rows.isEmpty(); }
    // Prints the table, or the message when it has no rows.
    void print(QTextStream &out, const QString &whenEmpty) const;

private:
    QList<Column> m_columns;
    QList<QStringList> m_rows;
};

// Cells from stored values, for reading: bytes that are not UTF-8 and
// control characters are shown as \xNN; a backslash stays one backslash.
QString cell(const contracts::Value &value);
QString cellOr(const contracts::Value &value, const QString &whenNull);
// A key or a name (queue, channel, tag, subscriber) as every verb takes it
// back: operations::escapeName, so that it names the same bytes.
QString keyCell(const contracts::Value &value);
// A JSON value: numbers as numbers, text exactly when it is UTF-8 and
// escaped like a key when it is not.
QJsonValue json(const contracts::Value &value);
QString exactOrEscaped(const QByteArray &bytes);
// A key or name in JSON: escaped as in tables, so that it can be given back.
QJsonValue jsonName(const contracts::Value &value);

// A JSON field copied from a row of the generated API: its name and member;
// isName writes it as jsonName does.
template<typename Row> struct Field
{
    const char *name;
    contracts::Value Row::*member;
    bool isName = false;
};

template<typename Row> QJsonObject jsonObject(const Row &row, std::initializer_list<Field<Row>> fields)
{
    QJsonObject o;
    for (const Field<Row> &f : fields)
        o.insert(QLatin1String(f.name), f.isName ? jsonName(row.*f.member) : json(row.*f.member));
    return o;
}

// Each row as an object of the given fields; computed(row, object) may add
// fields that are not columns.
template<typename Rows, typename Computed>
QJsonArray jsonArray(const Rows &rows, std::initializer_list<Field<typename Rows::value_type>> fields, Computed computed)
{
    QJsonArray a;
    for (const auto &row : rows) {
        QJsonObject o = jsonObject(row, fields);
        computed(row, o);
        a.append(o);
    }
    return a;
}

template<typename Rows> QJsonArray jsonArray(const Rows &rows, std::initializer_list<Field<typename Rows::value_type>> fields)
{
    return jsonArray(rows, fields, [](const auto &, QJsonObject &) {});
}
// Text over several lines (an exception), each line escaped like a cell.
QString multiline(const contracts::Value &value);

// "45s", "3m05s", "2h05m", "3d04h".
QString compactDuration(qint64 seconds);
// "in 3m05s", "12s ago", "now"; "-" for null.
QString relative(const contracts::Value &when, qint64 now);
// "512 B", "1.5 KiB", "3.2 MiB".
QString bytes(qint64 n);
// The first line of text, cut to at most max characters with an ellipsis.
QString shorten(const QString &text, int max);

// Key-value lines ("name   value"), aligned on the names.
void printFields(QTextStream &out, const QList<std::pair<QString, QString>> &fields);

} // namespace askr::cli
