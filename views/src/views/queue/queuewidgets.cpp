#include "views/queue/queuewidgets.h"

#include "views/headertips.h"
#include "models/identity.h"
#include "models/pagedtablemodel.h"
#include "views/pagedtableview.h"
#include "views/selectionkeeper.h"
#include "storage/settings/layoutsettings.h"
#include "storage/settings/queuesettings.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QTimer>

namespace askr::views::queueui {

namespace {
// lupdate files a free tr() call under its enclosing namespace: ask for
// that same context, or the catalogue's translations are never found.
QString tr(const char *text)
{
    return QCoreApplication::translate("askr::views::queueui", text);
}
constexpr int MaxSelection = 100'000;
} // namespace

PagedTableView *makeTable(const QString &objectName, const QString &settingsKey, QWidget *parent)
{
    auto *table = new PagedTableView(parent);
    table->setObjectName(objectName);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->setContextMenuPolicy(Qt::ActionsContextMenu);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setHighlightSections(false);
    HeaderTips::install(table->horizontalHeader());
    table->setProperty("askrSettingsKey", settingsKey);
    return table;
}

void saveTable(QTableView *table, const QString &settingsKey)
{
    storage::settings::LayoutSettings::setState(settingsKey + QStringLiteral("/header"), table->horizontalHeader()->saveState());
}

void defaultWidths(QHeaderView *header, const QStringList &samples)
{
    const QFontMetrics fm(header->font());
    for (int i = 0; i < samples.size() && i < header->count(); ++i) {
        const QString title = header->model()->headerData(i, Qt::Horizontal).toString();
        header->resizeSection(i, std::max(fm.horizontalAdvance(samples[i]) + 16, fm.horizontalAdvance(title) + 28));
    }
}

void bindOrder(QTableView *table, models::PagedTableModel *model, int idColumn, const QString &settingsKey, const QStringList &samples)
{
    QHeaderView *header = table->horizontalHeader();
    if (!HeaderTips::restoreState(header, storage::settings::LayoutSettings::state(settingsKey + QStringLiteral("/header"))))
        defaultWidths(header, samples);
    model->setDescending(storage::settings::QueueSettings::descending(settingsKey));
    header->setSortIndicatorShown(true);
    header->setSectionsClickable(true);
    header->setSortIndicator(idColumn, model->isDescending() ? Qt::DescendingOrder : Qt::AscendingOrder);
    QObject::connect(header, &QHeaderView::sectionClicked, table, [=](int section) {
        // Only the id order exists in SQL; other columns keep the indicator where it is.
        if (section == idColumn) {
            model->setDescending(!model->isDescending());
            storage::settings::QueueSettings::setDescending(settingsKey, model->isDescending());
        }
        header->setSortIndicator(idColumn, model->isDescending() ? Qt::DescendingOrder : Qt::AscendingOrder);
    });
}

QLineEdit *filterEdit(const QString &objectName, const QString &placeholder, const QString &toolTip, QWidget *parent, std::function<void()> apply)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(objectName);
    edit->setPlaceholderText(placeholder);
    edit->setToolTip(toolTip);
    edit->setClearButtonEnabled(true);
    auto *pause = new QTimer(edit);
    pause->setSingleShot(true);
    pause->setInterval(350);
    QObject::connect(edit, &QLineEdit::textChanged, pause, qOverload<>(&QTimer::start));
    QObject::connect(pause, &QTimer::timeout, edit, apply);
    QObject::connect(edit, &QLineEdit::returnPressed, edit, [pause, apply] {
        pause->stop();
        apply();
    });
    return edit;
}

std::optional<QByteArray> filterText(const QLineEdit *edit)
{
    const QString t = edit->text();
    return t.isEmpty() ? std::nullopt : std::optional<QByteArray>(t.toUtf8());
}

std::optional<QByteArray> comboQueue(const QComboBox *combo)
{
    const QVariant v = combo->currentData();
    if (!v.isValid())
        return std::nullopt;
    return v.value<contracts::Value>().toBytes();
}

void syncQueueCombo(QComboBox *combo, const QList<contracts::Value> &names)
{
    const std::optional<QByteArray> chosen = comboQueue(combo);
    QList<contracts::Value> listed;
    for (int i = 1; i < combo->count(); ++i)
        listed << combo->itemData(i).value<contracts::Value>();
    if (combo->count() > 0 && listed == names)
        return;
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItem(tr("All queues"));
    for (const auto &name : names)
        combo->addItem(name.toDisplayString(), QVariant::fromValue(name));
    setComboQueue(combo, chosen);
}

void setComboQueue(QComboBox *combo, const std::optional<QByteArray> &queue)
{
    if (combo->count() == 0)
        combo->addItem(tr("All queues"));
    if (!queue) {
        combo->setCurrentIndex(0);
        return;
    }
    for (int i = 1; i < combo->count(); ++i) {
        if (combo->itemData(i).value<contracts::Value>().toBytes() == *queue) {
            combo->setCurrentIndex(i);
            return;
        }
    }
    // A queue that emptied meanwhile stays chosen.
    const auto value = contracts::Value::text(*queue);
    combo->addItem(value.toDisplayString(), QVariant::fromValue(value));
    combo->setCurrentIndex(combo->count() - 1);
}

std::optional<std::vector<qint64>> selectedIds(const SelectionKeeper *keeper, const QAbstractItemView *view, const models::PagedTableModel *model, QString *why)
{
    std::vector<qint64> ids;
    if (keeper && keeper->isComplete()) {
        // The ids the user chose, from their identities: not from the rows
        // showing them now, which may be moving or not loaded while the list
        // changes (the action's preview counts those that still exist).
        for (const SelectionKeeper::Item &item : keeper->items())
            if (const std::optional<qint64> id = models::integerOfIdentity(item.identity))
                ids.push_back(*id);
        std::sort(ids.begin(), ids.end());
        ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
        return ids;
    }
    const QItemSelection selection = view->selectionModel() ? view->selectionModel()->selection() : QItemSelection();
    qint64 rows = 0;
    for (const QItemSelectionRange &range : selection)
        rows += range.bottom() - range.top() + 1;
    if (rows > MaxSelection) {
        if (why)
            *why = tr("%1 rows are selected; act on everything matching the filter instead.").arg(QLocale().toString(rows));
        return std::nullopt;
    }
    for (const QItemSelectionRange &range : selection) {
        for (int row = range.top(); row <= range.bottom(); ++row) {
            const contracts::Value key = model->keyAt(row);
            if (key.isNull()) {
                if (why)
                    *why = tr("Some selected rows are not loaded yet: scroll through them first, or act on everything matching the filter.");
                return std::nullopt;
            }
            ids.push_back(key.toInt());
        }
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    return ids;
}

QStringList idLabels(const std::vector<qint64> &ids)
{
    QStringList out;
    out.reserve(qsizetype(ids.size()));
    for (qint64 id : ids)
        out.append(QString::number(id));
    return out;
}

} // namespace askr::views::queueui
