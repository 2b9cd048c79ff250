#include "views/pubsub/pubsubtabhelpers.h"

#include "views/headertips.h"
#include "storage/settings/layoutsettings.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace askr::views::pubsubtab {

const QString SettingsGroup = QStringLiteral("PubSub/");

void setupTable(QTableView *view, const QString &name)
{
    view->setObjectName(name);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    view->verticalHeader()->hide();
    // Fixed heights: a table of ten million rows must not measure them.
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setStretchLastSection(true);
    // Titles whole when shown (German ones run longer), the tooltip otherwise.
    HeaderTips::install(view->horizontalHeader());
}

void restoreHeader(QTableView *view, const QString &key, const QList<int> &widths)
{
    const QByteArray state = storage::settings::LayoutSettings::state(SettingsGroup + key);
    if (!HeaderTips::restoreState(view->horizontalHeader(), state)) {
        const int digit = view->fontMetrics().horizontalAdvance(QLatin1Char('0'));
        for (int i = 0; i < widths.size(); ++i)
            view->setColumnWidth(i, digit * widths[i] + 12);
    }
}

void stretchColumn(QTableView *view, int column)
{
    view->horizontalHeader()->setStretchLastSection(false);
    view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Stretch);
}

void saveHeader(const QTableView *view, const QString &key)
{
    storage::settings::LayoutSettings::setState(SettingsGroup + key, view->horizontalHeader()->saveState());
}

void layOutListAndDetail(QWidget *tab, QHBoxLayout *top, QSplitter *splitter, QTableView *list, QWidget *detail, const QString &key,
                         const QList<int> &sizes)
{
    splitter->addWidget(list);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setObjectName(QStringLiteral("pubsub_") + key);
    if (!splitter->restoreState(storage::settings::LayoutSettings::state(SettingsGroup + key)))
        splitter->setSizes(sizes);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);
}

QLineEdit *makeTextFilter(QWidget *parent, const QString &name)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(name);
    edit->setClearButtonEnabled(true);
    edit->setPlaceholderText(QCoreApplication::translate("askr::views::EventsTab", "Payload contains…"));
    edit->setToolTip(QCoreApplication::translate("askr::views::EventsTab",
        "Only events whose payload contains this exact, case-sensitive text "
        "(searching payloads reads every event: slow on a large log)"));
    edit->setMinimumWidth(200);
    return edit;
}

std::optional<QByteArray> textOf(const QLineEdit *edit)
{
    return edit->text().isEmpty() ? std::nullopt : std::optional<QByteArray>(edit->text().toUtf8());
}

} // namespace askr::views::pubsubtab
