#pragma once

#include "value.h"
#include "operations/queue/failedfilter.h"

#include <QObject>

class QComboBox;
class QDateTimeEdit;
class QHBoxLayout;
class QLineEdit;
class QWidget;

namespace askr::storage {
class Session;
}

namespace askr::views {

// The dead letters' filter fields: queue, job name, text in the exception or
// the payload, and a time range. They sit in the page's filter row; the
// filter they make is the one the list, its groups and its actions read.
class DeadLetterFilters : public QObject
{
    Q_OBJECT
public:
    // The fields are page's children, put into row.
    DeadLetterFilters(storage::Session *session, QWidget *page, QHBoxLayout *row);

    // What the fields say (no group: the page narrows to one itself).
    operations::FailedFilter filter() const;
    void setQueues(const QList<contracts::Value> &names);
    // Ctrl+F: the exception's text, the field most searched.
    void focus();

Q_SIGNALS:
    void changed();

private:
    void timeRangeChanged();

    storage::Session *m_session;
    QComboBox *m_queue;
    QComboBox *m_time;
    QDateTimeEdit *m_from;
    QDateTimeEdit *m_to;
    QLineEdit *m_name;
    QLineEdit *m_text;
    QLineEdit *m_payload;
};

} // namespace askr::views
