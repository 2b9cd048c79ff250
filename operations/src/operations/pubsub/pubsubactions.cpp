#include "operations/pubsub/pubsubactions.h"

#include "askr_contracts_api.h"
#include "operations/pubsub/pubsubreads.h"

#include <QLocale>
#include <QStringList>

#include <memory>

namespace askr::operations {

namespace api = contracts::pubsub;

namespace {

using Losers = std::vector<pubsub::TrimLoser>;

QString count(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

// What a trim costs the subscribers, for the confirmation.
static QString losersText(const Losers &losers)
{
    if (losers.empty())
        return PubSubActions::tr("No subscriber loses an event it has not read.");
    QStringList lines;
    lines << PubSubActions::tr("%n subscriber(s) would lose events they have not read:", nullptr, int(losers.size()));
    constexpr size_t Shown = 10;
    for (size_t i = 0; i < losers.size() && i < Shown; ++i)
        lines << PubSubActions::tr("  • %1 (cursor %2): %3 unread events")
                     .arg(losers[i].name.toDisplayString())
                     .arg(losers[i].cursor.toInt())
                     .arg(count(losers[i].unread_lost.toInt()));
    if (losers.size() > Shown)
        lines << PubSubActions::tr("  … and %n more", nullptr, int(losers.size() - Shown));
    return lines.join(QLatin1Char('\n'));
}

// A trim as every trim runs: the count of what goes and, in the question,
// the subscribers that would lose unread events (found with the count).
static Action trim(std::function<qint64(contracts::Connection &)> preview, std::function<Losers(contracts::Connection &)> losersOf,
    std::function<QString(qint64)> question)
{
    Action a;
    auto losers = std::make_shared<Losers>();
    a.acceptLabel = PubSubActions::tr("Delete Events");
    a.preview = [preview, losersOf, losers](contracts::Connection &db) {
        *losers = losersOf(db);
        return preview(db);
    };
    a.question = [question, losers](qint64 n) -> QString { return question(n) + QStringLiteral("\n\n") + losersText(*losers); };
    a.changedText = [](qint64 n) -> QString {
        return n == 1 ? PubSubActions::tr("Deleted %1 event.").arg(n) : PubSubActions::tr("Deleted %1 events.").arg(n);
    };
    a.previewText = [](qint64 n) -> QString {
        return n == 1 ? PubSubActions::tr("Would delete %1 event.").arg(n) : PubSubActions::tr("Would delete %1 events.").arg(n);
    };
    return a;
}

Action PubSubActions::trimAge(qint64 seconds, const QString &age)
{
    Action a = trim([seconds](contracts::Connection &db) { return api::previewTrimAge(db, seconds).rows.toInt(); },
        [seconds](contracts::Connection &db) { return pubsub::trimAgeLosers(db, seconds); },
        [age](qint64 n) -> QString { return tr("Delete %1 events published more than %2 ago, in every channel?").arg(count(n), age); });
    a.title = tr("Trim by Age");
    a.apply = [seconds](contracts::Connection &db) { return api::trimAge(db, seconds); };
    a.report = [](qint64 previewed, qint64 changed) -> QString {
        return previewed == changed
            ? tr("Deleted %1 events.").arg(count(changed))
            : tr("Deleted %1 events (%2 when previewed: events aged past the cutoff in between).").arg(count(changed), count(previewed));
    };
    return a;
}

Action PubSubActions::trimSize(qint64 keep)
{
    Action a = trim([keep](contracts::Connection &db) { return api::previewTrimSize(db, keep).rows.toInt(); },
        [keep](contracts::Connection &db) { return pubsub::trimSizeLosers(db, keep); },
        [keep](qint64 n) -> QString { return tr("Delete the %1 oldest events and keep the newest %2?").arg(count(n), count(keep)); });
    a.title = tr("Trim to Newest Events");
    a.apply = [keep](contracts::Connection &db) { return api::trimSize(db, keep); };
    a.report = [keep](qint64 previewed, qint64 changed) -> QString {
        return previewed == changed ? tr("Deleted %1 events; the newest %2 remain.").arg(count(changed), count(keep))
                                    : tr("Deleted %1 events (%2 when previewed: events were published in between); the newest %3 remain.")
                                          .arg(count(changed), count(previewed), count(keep));
    };
    return a;
}

} // namespace askr::operations
