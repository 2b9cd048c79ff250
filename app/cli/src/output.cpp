#include "output.h"
#include "cli.h"

#include "operations/format/escaping.h"
#include "operations/format/format.h"
#include "value.h"

namespace askr::cli {

Table::Table(std::initializer_list<Column> columns) : m_columns(columns)
{
}

void Table::add(const QStringList &cells)
{
    m_rows.append(cells);
}

void Table::print(QTextStream &out, const QString &whenEmpty) const
{
    if (m_rows.isEmpty()) {
        out << whenEmpty << '\n';
        return;
    }
    QList<qsizetype> width;
    for (const Column &c : m_columns)
        width.append(c.title.size());
    for (const QStringList &row : m_rows)
        for (qsizetype i = 0; i < row.size() && i < width.size(); ++i)
            width[i] = qMax(width[i], row[i].size());
    auto line = [&](const QStringList &cells) {
        QString text;
        for (qsizetype i = 0; i < m_columns.size(); ++i) {
            const QString c = i < cells.size() ? cells[i] : QString();
            if (i > 0)
                text += QLatin1String("  ");
            text += m_columns[i].numeric ? c.rightJustified(width[i]) : c.leftJustified(width[i]);
        }
        // No trailing blanks: a last column of short text is common.
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        out << text << '\n';
    };
    QStringList titles;
    for (const Column &c : m_columns)
        titles << c.title;
    line(titles);
    for (const QStringList &row : m_rows)
        line(row);
}

namespace {

QString display(const QByteArray &bytes)
{
    return contracts::escapeBytes(bytes).replace(QLatin1String("\\\\"), QLatin1String("\\"));
}

} // namespace

QString cell(const contracts::Value &value)
{
    if (value.kind() != contracts::Value::Text && value.kind() != contracts::Value::Blob)
        return value.toDisplayString();
    return display(value.toBytes());
}

QString cellOr(const contracts::Value &value, const QString &whenNull)
{
    return value.isNull() ? whenNull : cell(value);
}

QString keyCell(const contracts::Value &value)
{
    if (value.kind() != contracts::Value::Text && value.kind() != contracts::Value::Blob)
        return value.toDisplayString();
    return operations::escapeName(value.toBytes());
}

QJsonValue jsonName(const contracts::Value &value)
{
    if (value.kind() != contracts::Value::Text && value.kind() != contracts::Value::Blob)
        return json(value);
    return operations::escapeName(value.toBytes());
}

QString exactOrEscaped(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    return text.toUtf8() == bytes ? text : contracts::escapeBytes(bytes);
}

QString multiline(const contracts::Value &value)
{
    QStringList lines;
    for (const QByteArray &line : value.toBytes().split('\n'))
        lines << display(line);
    return lines.join(QLatin1Char('\n'));
}

QJsonValue json(const contracts::Value &value)
{
    switch (value.kind()) {
    case contracts::Value::Null:
        return QJsonValue::Null;
    case contracts::Value::Integer:
        return value.toInt();
    case contracts::Value::Real:
        return value.toReal();
    case contracts::Value::Text:
    case contracts::Value::Blob:
        return exactOrEscaped(value.toBytes());
    }
    return QJsonValue::Null;
}

QString compactDuration(qint64 seconds)
{
    // Unsigned magnitude: a foreign row's most negative time has no qAbs.
    const quint64 s = seconds < 0 ? quint64(0) - quint64(seconds) : quint64(seconds);
    auto two = [](quint64 n) { return QString::number(n).rightJustified(2, QLatin1Char('0')); };
    if (s < 60)
        return tr("%1s").arg(s);
    if (s < 3600)
        return tr("%1m%2s").arg(s / 60).arg(two(s % 60));
    if (s < 86400)
        return tr("%1h%2m").arg(s / 3600).arg(two((s % 3600) / 60));
    return tr("%1d%2h").arg(s / 86400).arg(two((s % 86400) / 3600));
}

QString relative(const contracts::Value &when, qint64 now)
{
    if (when.isNull())
        return QStringLiteral("-");
    const qint64 t = when.toInt();
    if (t == now)
        return tr("now");
    return t > now ? tr("in %1").arg(compactDuration(operations::secondsBetween(t, now))) : tr("%1 ago").arg(compactDuration(operations::secondsBetween(now, t)));
}

QString bytes(qint64 n)
{
    if (n < 1024)
        return tr("%1 B").arg(n);
    if (n < 1024 * 1024)
        return tr("%1 KiB").arg(double(n) / 1024, 0, 'f', 1);
    if (n < 1024LL * 1024 * 1024)
        return tr("%1 MiB").arg(double(n) / (1024 * 1024), 0, 'f', 1);
    return tr("%1 GiB").arg(double(n) / (1024.0 * 1024 * 1024), 0, 'f', 1);
}

QString shorten(const QString &text, int max)
{
    QString first = text.section(QLatin1Char('\n'), 0, 0);
    if (first.size() > max)
        first = first.left(max - 1) + QChar(0x2026);
    return first;
}

void printFields(QTextStream &out, const QList<std::pair<QString, QString>> &fields)
{
    qsizetype width = 0;
    for (const auto &f : fields)
        width = qMax(width, f.first.size());
    for (const auto &[name, value] : fields)
        out << QString(name.leftJustified(width) + QLatin1String("  ") + value).trimmed() << '\n';
}

} // namespace askr::cli
