#include "views/queue/deadletterfilters.h"

#include "storage/session.h"
#include "views/queue/queuewidgets.h"

#include <QComboBox>
#include <QDateTime>
#include <QDateTimeEdit>
#include <QHBoxLayout>
#include <QLineEdit>

namespace askr::views {

namespace {
enum TimeRange { AnyTime, LastHour, LastDay, LastWeek, CustomRange };
}

DeadLetterFilters::DeadLetterFilters(storage::Session *session, QWidget *page, QHBoxLayout *row)
    : QObject(page)
    , m_session(session)
    , m_queue(new QComboBox(page))
    , m_time(new QComboBox(page))
    , m_from(new QDateTimeEdit(page))
    , m_to(new QDateTimeEdit(page))
{
    m_queue->setObjectName(QStringLiteral("deadQueueFilter"));
    m_queue->setToolTip(tr("Only the dead letters of this queue"));
    m_queue->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    queueui::syncQueueCombo(m_queue, {});
    m_name = queueui::filterEdit(QStringLiteral("deadNameFilter"), tr("Job name"),
                                 tr("Only dead letters whose payload names this job (Laravel's displayName), exactly"), page, [this] { Q_EMIT changed(); });
    m_text = queueui::filterEdit(QStringLiteral("deadExceptionFilter"), tr("Text in exception"),
                                 tr("Only dead letters whose exception contains this text, case-sensitive"), page, [this] { Q_EMIT changed(); });
    // Beside the exception: a dead letter is often found by what it was about
    // (an order id, an email address), which only its payload names.
    m_payload = queueui::filterEdit(QStringLiteral("deadPayloadFilter"), tr("Text in payload"),
                                    tr("Only dead letters whose payload contains this text, case-sensitive (reads every payload: slower "
                                       "on a large table)"),
                                    page, [this] { Q_EMIT changed(); });
    m_time->setObjectName(QStringLiteral("deadTimeFilter"));
    m_time->setToolTip(tr("Only dead letters that failed in this time range"));
    m_time->addItems({tr("Any time"), tr("Last hour"), tr("Last 24 hours"), tr("Last 7 days"), tr("Custom range")});
    for (QDateTimeEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
        edit->setVisible(false);
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, &DeadLetterFilters::changed);
    }
    m_from->setObjectName(QStringLiteral("deadFromFilter"));
    m_to->setObjectName(QStringLiteral("deadToFilter"));
    m_from->setToolTip(tr("Failed at or after"));
    m_to->setToolTip(tr("Failed at or before"));

    row->addWidget(m_queue);
    row->addWidget(m_name, 1);
    row->addWidget(m_text, 2);
    row->addWidget(m_payload, 2);
    row->addWidget(m_time);
    row->addWidget(m_from);
    row->addWidget(m_to);
    connect(m_queue, &QComboBox::currentIndexChanged, this, &DeadLetterFilters::changed);
    connect(m_time, &QComboBox::currentIndexChanged, this, &DeadLetterFilters::timeRangeChanged);
}

void DeadLetterFilters::setQueues(const QList<contracts::Value> &names)
{
    queueui::syncQueueCombo(m_queue, names);
}

void DeadLetterFilters::focus()
{
    m_text->setFocus(Qt::ShortcutFocusReason);
    m_text->selectAll();
}

void DeadLetterFilters::timeRangeChanged()
{
    const bool custom = m_time->currentIndex() == CustomRange;
    if (custom && !m_from->isVisible()) {
        const QSignalBlocker a(m_from), b(m_to);
        const QDateTime now = QDateTime::fromSecsSinceEpoch(m_session->now());
        m_from->setDateTime(now.addDays(-1));
        m_to->setDateTime(now);
    }
    m_from->setVisible(custom);
    m_to->setVisible(custom);
    Q_EMIT changed();
}

operations::FailedFilter DeadLetterFilters::filter() const
{
    operations::FailedFilter f;
    f.queue = queueui::comboQueue(m_queue);
    f.name = queueui::filterText(m_name);
    f.text = queueui::filterText(m_text);
    f.payload = queueui::filterText(m_payload);
    // A relative range is fixed when chosen, so that the list and its
    // actions keep meaning the same rows.
    const qint64 now = m_session->now();
    switch (m_time->currentIndex()) {
    case LastHour:
        f.from = now - 3600;
        break;
    case LastDay:
        f.from = now - 86400;
        break;
    case LastWeek:
        f.from = now - 7 * 86400;
        break;
    case CustomRange:
        f.from = m_from->dateTime().toSecsSinceEpoch();
        f.to = m_to->dateTime().toSecsSinceEpoch() + 59; // the whole minute shown
        break;
    default:
        break;
    }
    return f;
}

} // namespace askr::views
