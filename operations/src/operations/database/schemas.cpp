#include "schemas.h"

#include "askr_contracts_api.h"
#include "storage/schemareport.h"

namespace askr::operations::database {

namespace {

const QStringList AllContracts{QStringLiteral("queue"), QStringLiteral("cache"), QStringLiteral("pubsub")};

qint64 install(contracts::Connection &db, const QStringList &names)
{
    // Nothing to add leaves the file as it is, journal mode included.
    if (names.isEmpty())
        return 0;
    // sqld runs WAL itself and refuses the pragma.
    if (!db.isServer())
        contracts::database::enableWal(db);
    const auto &set = contracts::builtinContracts();
    for (const QString &name : names)
        contracts::install(db, *set.find(name.toStdString()));
    return names.size();
}

} // namespace

void installSchemas(contracts::Connection &db)
{
    install(db, AllContracts);
}

QStringList allContracts()
{
    return AllContracts;
}

QStringList missingContracts(const storage::SchemaReport &report)
{
    QStringList out;
    for (const auto *p : {&report.queue, &report.cache, &report.pubsub})
        if (!(p->present && p->warnings.isEmpty()) && !p->missingColumns)
            out << p->contract;
    return out;
}

Action SchemaActions::installTables(const QString &where, const QStringList &contracts)
{
    const QStringList names = contracts;
    Action a;
    a.title = tr("Install Tables");
    a.acceptLabel = tr("Create");
    a.apply = [names](contracts::Connection &db) { return install(db, names); };
    a.inOneTransaction = false; // WAL is set outside any transaction
    // The database is logged apart (the entry's source): the words are the
    // same for a file and a server.
    a.question = [names](qint64) {
        return tr("Create the %1 tables (a file is put in write-ahead logging)? Existing tables are never altered.")
            .arg(names.join(QLatin1String(", ")));
    };
    a.report = [](qint64, qint64 changed) {
        return changed == 1 ? tr("Created the tables of 1 primitive.") : tr("Created the tables of %1 primitives.").arg(changed);
    };
    a.changedText = a.previewText = [names, where](qint64) {
        return tr("Installed the %1 tables into %2.").arg(names.join(QLatin1String(", ")), where);
    };
    return a;
}

} // namespace askr::operations::database
