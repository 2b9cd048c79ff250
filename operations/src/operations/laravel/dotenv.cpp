#include "operations/laravel/dotenv.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace askr::operations::laravel {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("askr::operations::laravel::DotEnv", text);
}

bool isKeyChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('.');
}

// ${NAME} from what was read above; an unknown name is empty.
QString interpolate(const QString &value, const QHash<QString, QString> &known)
{
    static const QRegularExpression ref(QStringLiteral("\\$\\{([A-Za-z_][A-Za-z0-9_.]*)\\}"));
    QString out;
    qsizetype at = 0;
    for (auto it = ref.globalMatch(value); it.hasNext();) {
        const auto m = it.next();
        out += value.mid(at, m.capturedStart() - at);
        out += known.value(m.captured(1));
        at = m.capturedEnd();
    }
    return out + value.mid(at);
}

} // namespace

DotEnv DotEnv::parse(const QByteArray &bytes)
{
    DotEnv env;
    const QString text = QString::fromUtf8(bytes);
    const qsizetype n = text.size();
    qsizetype i = 0;
    int line = 1;
    auto skipToEol = [&] {
        while (i < n && text[i] != QLatin1Char('\n'))
            ++i;
    };
    while (i < n) {
        const int lineNo = line;
        // Leading blanks, blank lines and comments.
        while (i < n && (text[i] == QLatin1Char(' ') || text[i] == QLatin1Char('\t') || text[i] == QLatin1Char('\r')))
            ++i;
        if (i >= n)
            break;
        if (text[i] == QLatin1Char('\n')) {
            ++i;
            ++line;
            continue;
        }
        if (text[i] == QLatin1Char('#')) {
            skipToEol();
            continue;
        }
        qsizetype k = i;
        while (k < n && isKeyChar(text[k]))
            ++k;
        QString key = text.mid(i, k - i);
        if (key == QLatin1String("export") && k < n && (text[k] == QLatin1Char(' ') || text[k] == QLatin1Char('\t'))) {
            i = k;
            while (i < n && (text[i] == QLatin1Char(' ') || text[i] == QLatin1Char('\t')))
                ++i;
            k = i;
            while (k < n && isKeyChar(text[k]))
                ++k;
            key = text.mid(i, k - i);
        }
        i = k;
        while (i < n && (text[i] == QLatin1Char(' ') || text[i] == QLatin1Char('\t')))
            ++i;
        if (key.isEmpty() || i >= n || text[i] != QLatin1Char('=')) {
            env.problems << tr("line %1: not KEY=value").arg(lineNo);
            skipToEol();
            continue;
        }
        ++i; // '='
        while (i < n && (text[i] == QLatin1Char(' ') || text[i] == QLatin1Char('\t')))
            ++i;
        QString value;
        if (i < n && (text[i] == QLatin1Char('\'') || text[i] == QLatin1Char('"'))) {
            const QChar quote = text[i++];
            bool closed = false;
            while (i < n) {
                const QChar c = text[i];
                if (c == quote) {
                    closed = true;
                    ++i;
                    break;
                }
                if (c == QLatin1Char('\n'))
                    ++line;
                if (quote == QLatin1Char('"') && c == QLatin1Char('\\') && i + 1 < n) {
                    const QChar e = text[i + 1];
                    value += e == QLatin1Char('n') ? QChar(QLatin1Char('\n')) : e == QLatin1Char('t') ? QChar(QLatin1Char('\t'))
                        : e == QLatin1Char('r')                                                        ? QChar(QLatin1Char('\r'))
                                                                                                       : e;
                    if (e != QLatin1Char('"') && e != QLatin1Char('\\') && e != QLatin1Char('n') && e != QLatin1Char('t') && e != QLatin1Char('r')
                        && e != QLatin1Char('$'))
                        value.insert(value.size() - 1, QLatin1Char('\\')); // phpdotenv keeps other escapes as written
                    i += 2;
                    continue;
                }
                value += c;
                ++i;
            }
            if (!closed) {
                env.problems << tr("line %1: the quote is never closed").arg(lineNo);
                break;
            }
            if (quote == QLatin1Char('"'))
                value = interpolate(value, env.values);
            skipToEol(); // a comment may follow the quotes
        } else {
            const qsizetype start = i;
            skipToEol();
            value = text.mid(start, i - start);
            // " #" starts a comment; a # inside a word does not.
            static const QRegularExpression comment(QStringLiteral("[ \\t]+#.*$"));
            value.remove(comment);
            value = value.trimmed();
            if (value.contains(QLatin1Char(' ')))
                env.problems << tr("line %1: a value with spaces must be quoted (Laravel refuses the file)").arg(lineNo);
            value = interpolate(value, env.values);
        }
        env.values.insert(key, value);
    }
    return env;
}

DotEnv DotEnv::read(const QString &folder)
{
    QFile f(folder + QStringLiteral("/.env"));
    if (!f.exists())
        return {};
    if (!f.open(QIODevice::ReadOnly)) {
        DotEnv env;
        env.problems << tr("%1 cannot be read: %2").arg(f.fileName(), f.errorString());
        return env;
    }
    // A .env is a few kilobytes; a larger file is not one.
    return parse(f.read(1 << 20));
}

} // namespace askr::operations::laravel
