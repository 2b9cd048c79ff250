#pragma once

#include <QList>
#include <QString>

#include <optional>

class QHBoxLayout;
class QLineEdit;
class QSplitter;
class QTableView;
class QWidget;

// What the pub/sub tabs share: table set-up, header and splitter settings,
// the payload text filter.
namespace askr::views::pubsubtab {

extern const QString SettingsGroup;

void setupTable(QTableView *view, const QString &name);
// Widths in digits: numbers (seqs up to ten million and beyond) must fit.
void restoreHeader(QTableView *view, const QString &key, const QList<int> &widths);
// One column takes the room left; the others keep their widths.
void stretchColumn(QTableView *view, int column);
void saveHeader(const QTableView *view, const QString &key);
// A filter row above a list with the selected event's payload beside it; the
// splitter's state is a setting.
void layOutListAndDetail(QWidget *tab, QHBoxLayout *top, QSplitter *splitter, QTableView *list, QWidget *detail, const QString &key,
                         const QList<int> &sizes);
QLineEdit *makeTextFilter(QWidget *parent, const QString &name);
std::optional<QByteArray> textOf(const QLineEdit *edit);

} // namespace askr::views::pubsubtab
