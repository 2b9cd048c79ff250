#include "integrity.h"

#include "askr_contracts_api.h"

#include <QCoreApplication>

namespace askr::operations::database {

namespace {

QString integrityTr(const char *text, int n = -1)
{
    return QCoreApplication::translate("askr::operations::Integrity", text, nullptr, n);
}

} // namespace

QStringList quickCheckLines(contracts::Connection &db)
{
    QStringList lines;
    for (const auto &row : contracts::database::quickCheck(db))
        lines << QString::fromUtf8(row.quick_check.toBytes()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines;
}

bool integrityOk(const QStringList &lines)
{
    return lines == QStringList{QStringLiteral("ok")};
}

QString integrityReport(const QString &path, const QStringList &lines)
{
    if (integrityOk(lines))
        return integrityTr(QT_TRANSLATE_NOOP("askr::operations::Integrity", "%1 passed the integrity check (quick_check): no damaged pages were found."))
            .arg(path);
    constexpr int shown = 20;
    QString report = lines.mid(0, shown).join(QLatin1Char('\n'));
    if (lines.size() > shown)
        report += QLatin1Char('\n')
            + integrityTr(QT_TRANSLATE_N_NOOP("askr::operations::Integrity", "… and %n more line(s)."), int(lines.size() - shown));
    return integrityTr(QT_TRANSLATE_NOOP("askr::operations::Integrity", "%1 is damaged; quick_check reported:\n\n%2\n\nNothing was changed. Restore "
                                                                        "it from a backup or a replica; until then the views may be incomplete."))
        .arg(path, report);
}

} // namespace askr::operations::database
