#include "operations/payload/payloaddecoder.h"

#include "value.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace askr::operations::payload {

using contracts::escapeBytes;

namespace {


bool looksLikeInteger(const QByteArray &d)
{
    const QByteArray t = d.trimmed();
    if (t.isEmpty() || t.size() > 20)
        return false;
    bool ok = false;
    t.toLongLong(&ok);
    return ok;
}

bool mostlyText(const QByteArray &d)
{
    if (d.isEmpty())
        return true;
    int control = 0;
    for (char ch : d) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == 0)
            return false;
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t')
            ++control;
    }
    return control * 20 < d.size();
}

// A recursive-descent reader of PHP's serialize() output.
class PhpReader
{
public:
    explicit PhpReader(const QByteArray &d, bool partial = false)
        : m_d(d)
        , m_partial(partial)
    {
    }

    bool parse(QString &out)
    {
        if (!value(out, 0))
            return false;
        return m_pos == m_d.size() || (m_pos < m_d.size() && m_d.mid(m_pos).trimmed().isEmpty());
    }

private:
    const QByteArray &m_d;
    const bool m_partial = false;
    qsizetype m_pos = 0;
    static constexpr int MaxDepth = 64;
    static constexpr qsizetype MaxItems = 100000;
    qsizetype m_items = 0;

    bool expect(char c)
    {
        if (m_pos < m_d.size() && m_d[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    bool readUntil(char stop, QByteArray &out)
    {
        const qsizetype end = m_d.indexOf(stop, m_pos);
        if (end < 0)
            return false;
        out = m_d.mid(m_pos, end - m_pos);
        m_pos = end + 1;
        return true;
    }
    bool readInt(char stop, qint64 &v)
    {
        QByteArray s;
        if (!readUntil(stop, s))
            return false;
        bool ok = false;
        v = s.toLongLong(&ok);
        return ok;
    }
    bool readString(QByteArray &s)
    {
        qint64 len = 0;
        if (!readInt(':', len) || len < 0 || !expect('"') || m_pos + len > m_d.size())
            return false;
        s = m_d.mid(m_pos, qsizetype(len));
        m_pos += qsizetype(len);
        return expect('"');
    }
    static QString indent(int depth)
    {
        return QString(depth * 2, QLatin1Char(' '));
    }
    static QString propertyName(const QByteArray &raw)
    {
        // \0Class\0name is private, \0*\0name protected.
        if (raw.startsWith('\0')) {
            const qsizetype second = raw.indexOf('\0', 1);
            if (second > 0) {
                const QByteArray owner = raw.mid(1, second - 1);
                const QString name = escapeBytes(raw.mid(second + 1));
                return owner == "*" ? name + QCoreApplication::translate("askr::operations::payload", " (protected)") : name + QCoreApplication::translate("askr::operations::payload", " (private)");
            }
        }
        return escapeBytes(raw);
    }
    bool members(QString &out, qint64 count, int depth, bool object)
    {
        if (!expect('{'))
            return false;
        out += QStringLiteral("{\n");
        for (qint64 i = 0; i < count; ++i) {
            if (++m_items > MaxItems)
                return false;
            QString key;
            if (m_pos < m_d.size() && m_d[m_pos] == 's') {
                m_pos += 2;
                QByteArray raw;
                if (!readString(raw) || !expect(';'))
                    return false;
                key = object ? propertyName(raw) : QLatin1Char('"') + escapeBytes(raw) + QLatin1Char('"');
            } else if (m_pos < m_d.size() && m_d[m_pos] == 'i') {
                m_pos += 2;
                qint64 k = 0;
                if (!readInt(';', k))
                    return false;
                key = QString::number(k);
            } else {
                return false;
            }
            QString v;
            if (!value(v, depth + 1)) {
                if (m_partial) // keep the member the data stopped in
                    out += indent(depth + 1) + key + QStringLiteral(" => ") + v;
                return false;
            }
            out += indent(depth + 1) + key + QStringLiteral(" => ") + v + QLatin1Char('\n');
        }
        out += indent(depth) + QLatin1Char('}');
        return expect('}');
    }
    bool value(QString &out, int depth)
    {
        if (depth > MaxDepth || m_pos + 1 >= m_d.size() + 1 || m_pos >= m_d.size())
            return false;
        const char type = m_d[m_pos];
        if (type == 'N') {
            ++m_pos;
            out = QStringLiteral("null");
            return expect(';');
        }
        if (m_pos + 1 >= m_d.size() || m_d[m_pos + 1] != ':')
            return false;
        m_pos += 2;
        switch (type) {
        case 'b': {
            qint64 v = 0;
            if (!readInt(';', v))
                return false;
            out = v ? QStringLiteral("true") : QStringLiteral("false");
            return true;
        }
        case 'i':
        case 'r':
        case 'R': {
            qint64 v = 0;
            if (!readInt(';', v))
                return false;
            out = type == 'i' ? QString::number(v) : QCoreApplication::translate("askr::operations::payload", "(reference to #%1)").arg(v);
            return true;
        }
        case 'd': {
            QByteArray s;
            if (!readUntil(';', s))
                return false;
            out = QString::fromLatin1(s);
            return true;
        }
        case 's': {
            QByteArray s;
            const qsizetype start = m_pos;
            if (!readString(s) || !expect(';')) {
                // A string cut by the end of the prefix: show its start.
                const qsizetype colon = m_d.indexOf(':', start);
                const qsizetype quote = colon + 1;
                if (m_partial && colon > start && quote < m_d.size() && m_d[quote] == '"'
                    && quote + 1 + m_d.mid(start, colon - start).toLongLong() > m_d.size()) {
                    m_pos = m_d.size();
                    out = QLatin1Char('"') + escapeBytes(m_d.mid(quote + 1));
                }
                return false;
            }
            // A serialized payload inside a string (Laravel's command) is
            // shown as a tree too.
            if (s.size() > 4 && (s.startsWith("O:") || s.startsWith("a:"))) {
                PhpReader inner(s);
                QString nested;
                if (depth < MaxDepth - 1 && inner.parse(nested)) {
                    out = QCoreApplication::translate("askr::operations::payload", "(serialized) ") + nested;
                    return true;
                }
            }
            out = QLatin1Char('"') + escapeBytes(s) + QLatin1Char('"');
            return true;
        }
        case 'a': {
            qint64 n = 0;
            if (!readInt(':', n) || n < 0)
                return false;
            out = QCoreApplication::translate("askr::operations::payload", "array(%1) ").arg(n);
            QString body;
            const bool good = members(body, n, depth, false);
            out += body;
            return good;
        }
        case 'O':
        case 'C': {
            QByteArray cls;
            if (!readString(cls) || !expect(':'))
                return false;
            qint64 n = 0;
            if (!readInt(':', n) || n < 0)
                return false;
            if (type == 'C') {
                // Custom serialization: an opaque string of n bytes.
                if (!expect('{') || m_pos + n > m_d.size())
                    return false;
                out = escapeBytes(cls) + QStringLiteral(" {") + escapeBytes(m_d.mid(m_pos, qsizetype(n))) + QLatin1Char('}');
                m_pos += qsizetype(n);
                return expect('}');
            }
            out = escapeBytes(cls) + QLatin1Char(' ');
            QString body;
            const bool good = members(body, n, depth, true);
            out += body;
            return good;
        }
        case 'E': {
            QByteArray s;
            if (!readString(s) || !expect(';'))
                return false;
            out = QCoreApplication::translate("askr::operations::payload", "enum %1").arg(escapeBytes(s));
            return true;
        }
        default:
            return false;
        }
    }
};

QString jsonScalar(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 15);
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isNull())
        return QStringLiteral("null");
    return QString::fromUtf8((v.isObject() ? QJsonDocument(v.toObject()) : QJsonDocument(v.toArray())).toJson(QJsonDocument::Compact));
}

} // namespace

QString formatName(Format format)
{
    switch (format) {
    case Format::Text:
        return QCoreApplication::translate("askr::operations::payload", "Text");
    case Format::Json:
        return QCoreApplication::translate("askr::operations::payload", "JSON");
    case Format::PhpSerialized:
        return QCoreApplication::translate("askr::operations::payload", "PHP serialized");
    case Format::Integer:
        return QCoreApplication::translate("askr::operations::payload", "Integer");
    case Format::Binary:
        return QCoreApplication::translate("askr::operations::payload", "Binary");
    }
    return {};
}

Format detect(const QByteArray &data, bool truncated)
{
    const QByteArray head = data.left(64).trimmed();
    if (!truncated && looksLikeInteger(data))
        return Format::Integer;
    if (head.startsWith('{') || head.startsWith('[')) {
        bool ok = false;
        if (truncated || (prettyJson(data, &ok), ok))
            return Format::Json;
    }
    static const char *const phpStarts[] = {"a:", "O:", "s:", "i:", "b:", "d:", "C:", "N;", "E:"};
    for (const char *p : phpStarts) {
        if (head.startsWith(p)) {
            bool ok = false;
            if (truncated || (phpReadable(data, &ok), ok))
                return Format::PhpSerialized;
        }
    }
    return mostlyText(data.left(4096)) ? Format::Text : Format::Binary;
}

QString prettyJson(const QByteArray &data, bool *ok)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &err);
    const bool good = err.error == QJsonParseError::NoError && !doc.isNull();
    if (ok)
        *ok = good;
    return good ? QString::fromUtf8(doc.toJson(QJsonDocument::Indented)) : QString();
}

QString phpReadable(const QByteArray &data, bool *ok)
{
    QString out;
    PhpReader reader(data);
    const bool good = reader.parse(out);
    if (ok)
        *ok = good;
    return good ? out : QString();
}

QByteArray withoutCutCharacter(const QByteArray &prefix)
{
    // Walk back over at most three continuation bytes to the lead byte.
    qsizetype i = prefix.size();
    int continuation = 0;
    while (i > 0 && continuation < 3 && (static_cast<unsigned char>(prefix[i - 1]) & 0xC0) == 0x80) {
        --i;
        ++continuation;
    }
    if (i == 0)
        return prefix;
    const auto lead = static_cast<unsigned char>(prefix[i - 1]);
    const int need = (lead & 0xE0) == 0xC0 ? 1 : (lead & 0xF0) == 0xE0 ? 2 : (lead & 0xF8) == 0xF0 ? 3 : -1;
    return need > continuation ? prefix.left(i - 1) : prefix;
}

QString prettyJsonPartial(const QByteArray &prefix)
{
    // Re-indents token by token, so it needs no complete document; what a
    // parser would reject is shown as it stands.
    QByteArray out;
    out.reserve(prefix.size() + prefix.size() / 4);
    int depth = 0;
    bool inString = false, escaped = false;
    auto newline = [&] {
        out += '\n';
        out.append(QByteArray(2 * qMax(depth, 0), ' '));
    };
    for (qsizetype i = 0; i < prefix.size(); ++i) {
        const char c = prefix[i];
        if (inString) {
            out += c;
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            out += c;
            break;
        case '{':
        case '[': {
            qsizetype next = i + 1;
            while (next < prefix.size() && QByteArrayView(" \t\r\n").contains(prefix[next]))
                ++next;
            if (next < prefix.size() && prefix[next] == (c == '{' ? '}' : ']')) {
                out += c;
                out += prefix[next];
                i = next;
                break;
            }
            out += c;
            ++depth;
            newline();
            break;
        }
        case '}':
        case ']':
            --depth;
            newline();
            out += c;
            break;
        case ',':
            out += c;
            newline();
            break;
        case ':':
            out += ": ";
            break;
        case ' ':
        case '\t':
        case '\r':
        case '\n':
            break;
        default:
            out += c;
        }
    }
    return QString::fromUtf8(out).toUtf8() == out ? QString::fromUtf8(out) : escapedText(out);
}

QString phpReadablePartial(const QByteArray &prefix, bool *complete)
{
    QString out;
    PhpReader reader(prefix, true);
    const bool good = reader.parse(out);
    if (complete)
        *complete = good;
    return out;
}

QString renderPartial(const QByteArray &prefix, Format format)
{
    const QByteArray whole = withoutCutCharacter(prefix);
    switch (format) {
    case Format::Json:
        return prettyJsonPartial(whole);
    case Format::PhpSerialized:
        return phpReadablePartial(whole);
    case Format::Binary:
        return hexDump(prefix);
    case Format::Text:
    case Format::Integer:
        break;
    }
    return escapedText(whole);
}

QString hexDump(const QByteArray &data, qint64 baseOffset)
{
    QByteArray out;
    appendHexDump(out, data, baseOffset);
    return QString::fromLatin1(out);
}

void appendHexDump(QByteArray &out, const QByteArray &data, qint64 baseOffset)
{
    // Through a pointer into room for every line: dumps of hundreds of
    // megabytes stream through here.
    static const char digits[] = "0123456789abcdef";
    const qsizetype n = data.size();
    const qsizetype start = out.size();
    out.resize(start + (n / 16 + 1) * 96);
    char *w = out.data() + start;
    for (qsizetype line = 0; line < n; line += 16) {
        const quint64 at = quint64(baseOffset + line);
        int shift = 28; // at least eight digits, as %08x wrote them
        while (shift < 60 && (at >> (shift + 4)) != 0)
            shift += 4;
        for (; shift >= 0; shift -= 4)
            *w++ = digits[(at >> shift) & 0xF];
        *w++ = ' ';
        *w++ = ' ';
        const qsizetype count = std::min<qsizetype>(16, n - line);
        for (int i = 0; i < 16; ++i) {
            if (i < count) {
                const auto c = static_cast<unsigned char>(data[line + i]);
                *w++ = digits[c >> 4];
                *w++ = digits[c & 0xF];
            } else {
                *w++ = ' ';
                *w++ = ' ';
            }
            *w++ = ' ';
            if (i == 7)
                *w++ = ' ';
        }
        *w++ = ' ';
        for (int i = 0; i < count; ++i) {
            const auto c = static_cast<unsigned char>(data[line + i]);
            *w++ = c >= 0x20 && c < 0x7f ? char(c) : '.';
        }
        *w++ = '\n';
    }
    out.truncate(w - out.constData());
}

QString escapedText(const QByteArray &data)
{
    // Keep line breaks readable; escape everything else that is not text.
    QString out;
    const QList<QByteArray> lines = data.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i)
            out += QLatin1Char('\n');
        QByteArray l = lines[i];
        if (l.endsWith('\r'))
            l.chop(1);
        out += escapeBytes(l);
    }
    return out;
}

QList<QPair<QString, QString>> laravelSummary(const QByteArray &data)
{
    QList<QPair<QString, QString>> out;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return out;
    const QJsonObject o = doc.object();
    auto add = [&](const QString &label, const QJsonValue &v) {
        if (!v.isUndefined() && !v.isNull())
            out.append({label, jsonScalar(v)});
    };
    // A queued job.
    add(QCoreApplication::translate("askr::operations::payload", "Job"), o.value(QStringLiteral("displayName")));
    add(QCoreApplication::translate("askr::operations::payload", "UUID"), o.value(QStringLiteral("uuid")));
    add(QCoreApplication::translate("askr::operations::payload", "Handler"), o.value(QStringLiteral("job")));
    add(QCoreApplication::translate("askr::operations::payload", "Max tries"), o.value(QStringLiteral("maxTries")));
    add(QCoreApplication::translate("askr::operations::payload", "Max exceptions"), o.value(QStringLiteral("maxExceptions")));
    add(QCoreApplication::translate("askr::operations::payload", "Backoff"), o.value(QStringLiteral("backoff")));
    add(QCoreApplication::translate("askr::operations::payload", "Timeout"), o.value(QStringLiteral("timeout")));
    add(QCoreApplication::translate("askr::operations::payload", "Retry until"), o.value(QStringLiteral("retryUntil")));
    const QJsonValue data_ = o.value(QStringLiteral("data"));
    if (data_.isObject())
        add(QCoreApplication::translate("askr::operations::payload", "Command"), data_.toObject().value(QStringLiteral("commandName")));
    // A broadcast event.
    add(QCoreApplication::translate("askr::operations::payload", "Event"), o.value(QStringLiteral("event")));
    if (o.contains(QStringLiteral("socket"))) // null is worth seeing: sent to everyone
        out.append({QCoreApplication::translate("askr::operations::payload", "Socket"), jsonScalar(o.value(QStringLiteral("socket")))});
    return out;
}

QString jobName(const QByteArray &data)
{
    const QJsonDocument doc = QJsonDocument::fromJson(data);
    return doc.isObject() ? doc.object().value(QStringLiteral("displayName")).toString() : QString();
}

QString render(const QByteArray &data, Format format)
{
    bool ok = false;
    switch (format) {
    case Format::Json: {
        const QString s = prettyJson(data, &ok);
        if (ok) {
            // Laravel's data.command is PHP-serialized: show it as a tree too.
            const QJsonDocument doc = QJsonDocument::fromJson(data);
            const QString command = doc.object().value(QStringLiteral("data")).toObject().value(QStringLiteral("command")).toString();
            bool phpOk = false;
            const QString tree = command.isEmpty() ? QString() : phpReadable(command.toUtf8(), &phpOk);
            return phpOk ? s + QLatin1Char('\n') + QCoreApplication::translate("askr::operations::payload", "data.command, unserialized:") + QLatin1Char('\n') + tree : s;
        }
        break;
    }
    case Format::PhpSerialized: {
        const QString s = phpReadable(data, &ok);
        if (ok)
            return s;
        break;
    }
    case Format::Integer:
        if (looksLikeInteger(data))
            return QString::number(data.trimmed().toLongLong());
        break;
    case Format::Binary:
        return hexDump(data);
    case Format::Text:
        break;
    }
    return escapedText(data);
}

} // namespace askr::operations::payload
