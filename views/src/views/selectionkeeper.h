#pragma once

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QList>
#include <QModelIndex>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>

class QAbstractItemView;
class QAbstractItemModel;

namespace askr::views {

// Keeps a view's selection on the items the user chose, by identity
// (models::IdentityRole), not by row number: while rows arrive above, go,
// or are sorted anew, the selection and the current row follow the items;
// an item that left the list is deselected and reported (note), never
// replaced by its neighbour. Pages act on items(), captured when the user
// selected them.
//
// Made right after view->setModel(): it sets the model again so that it
// hears of a model change before the view and its selection model do, and
// can tell their own adjustments from the user's choices. Anything
// connected to the view's selection model must be connected afterwards.
class SelectionKeeper : public QObject
{
    Q_OBJECT
public:
    struct Item {
        QByteArray identity;
        QString label; // how notes and confirmations name it
        int row = -1; // where it was last seen
    };
    // How an item is named in notes, from its row (column 0); by default the
    // text of column 0.
    using Describe = std::function<QString(const QModelIndex &row)>;

    explicit SelectionKeeper(QAbstractItemView *view, Describe describe = {});

    // The items selected, in row order as they were when selected.
    QList<Item> items() const { return m_items; }
    QStringList labels() const;
    // Whether every selected row was known when selected (a row of a paged
    // table not loaded yet is not); false also when too many are selected.
    bool isComplete() const { return m_complete; }
    // The rows showing the selected items now.
    QList<int> rows() const;
    // The current item (the one whose detail shows), if any.
    QByteArray currentIdentity() const { return m_current; }

    // Selects this item and makes it current, now if it is shown, else as
    // soon as it is (go to key / go to id); the view scrolls to it.
    void select(const QByteArray &identity, const QString &label);
    void clear();

    // "586", "586, 590 and 601", "586, 590, 601 and 9 more".
    static QString listed(const QStringList &labels);

    // As many as the pages act on (queueui::MaxSelection).
    static constexpr int MaxTracked = 100'000;

Q_SIGNALS:
    // Items that left the list and were deselected; message names them.
    void itemsGone(const QStringList &labels, const QString &message);

private Q_SLOTS:
    // Puts the selection back on the items (a slot: some models' own
    // signals, such as loaded(), are connected to it by name).
    void restore();
    // A paged model's window moved (windowMoved): rows where items were
    // seen now show others.
    void shiftRows(qint64 delta);

private:
    void capture();
    QHash<QByteArray, int> locate(const QSet<QByteArray> &identities) const;
    bool settled() const;
    QModelIndex index(int row, int column = 0) const;

    QPointer<QAbstractItemView> m_view;
    QPointer<QAbstractItemModel> m_model;
    Describe m_describe;
    QList<Item> m_items;
    QByteArray m_current;
    int m_currentColumn = 0;
    bool m_complete = true;
    bool m_tracking = false;
    bool m_restoring = false;
    bool m_scroll = false;
    bool m_resetSeen = false; // a reset happened: wait for rows before calling an item gone
    int m_changing = 0;
};

} // namespace askr::views
