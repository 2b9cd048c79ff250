#pragma once

#include "value.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QAbstractItemView;
class QComboBox;
class QHeaderView;
class QLineEdit;
class QTableView;
class QWidget;

namespace askr::models {
class PagedTableModel;
}

namespace askr::views {
class PagedTableView;
class SelectionKeeper;
}

namespace askr::views::queueui {

// A table over a paged model: whole rows selected, column widths kept in
// the settings under settingsKey, the id column's header reversing the order.
PagedTableView *makeTable(const QString &objectName, const QString &settingsKey, QWidget *parent);
void saveTable(QTableView *table, const QString &settingsKey);
// Restores the table's columns, or sizes them for typical content (one
// sample text per column); shows the order on the id column's header and
// toggles it on a click.
void bindOrder(QTableView *table, models::PagedTableModel *model, int idColumn, const QString &settingsKey, const QStringList &samples);
// Sizes each section for its sample text (or its title, if wider).
void defaultWidths(QHeaderView *header, const QStringList &samples);

// A filter field that applies after a short pause in typing (or on Enter).
QLineEdit *filterEdit(const QString &objectName, const QString &placeholder, const QString &toolTip, QWidget *parent, std::function<void()> apply);
// The field's text as a filter: null when empty.
std::optional<QByteArray> filterText(const QLineEdit *edit);

// Fills a queue combo ("All queues" first) from the queue names, keeping the
// queue chosen; the raw name is kept as item data so that odd bytes survive.
void syncQueueCombo(QComboBox *combo, const QList<contracts::Value> &names);
std::optional<QByteArray> comboQueue(const QComboBox *combo);
// Chooses a queue (adding it when not listed); null chooses all queues.
void setComboQueue(QComboBox *combo, const std::optional<QByteArray> &queue);

// The ids of the items selected (followed by keeper while rows move), or
// null with the reason when some selected rows are not loaded (a selection
// larger than what was scrolled through).
std::optional<std::vector<qint64>> selectedIds(const SelectionKeeper *keeper, const QAbstractItemView *view, const models::PagedTableModel *model, QString *why);
// The ids as text, for SelectionKeeper::listed() in a confirmation.
QStringList idLabels(const std::vector<qint64> &ids);

} // namespace askr::views::queueui
