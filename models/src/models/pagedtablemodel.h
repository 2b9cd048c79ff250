#pragma once

#include "models/identity.h"
#include "models/pagedsource.h"
#include "storage/session.h"
#include "value.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>
#include <QSet>

#include <memory>
#include <vector>


namespace askr::models {

// A table over millions of rows with bounded memory: total() is the exact
// count, rows load in pages of PageSize on demand (keyset pagination from a
// neighbouring page, or from an anchor key for a far jump), and at most
// MaxPages pages are kept. Filtering and ordering happen in SQL (a proxy
// would have to read every row).
//
// The view sees a window of at most windowRows() rows of the table, starting
// at windowStart(): a view keeps state for every row it is given (QHeaderView
// 8 bytes each, 80 MB for ten million), and handing it ten million rows
// stalls the GUI. A PagedTableView moves the window as the user scrolls and
// shows a scroll bar over the whole table. Rows below are rows of the window;
// positions are places in the whole table.
class PagedTableModel : public QAbstractTableModel, public IdentityLookup
{
    Q_OBJECT
public:
    static constexpr int PageSize = 200;
    static constexpr int MaxPages = 24;
    static constexpr int DefaultWindowRows = 100'000;

    enum Roles { RowKeyRole = Qt::UserRole + 100, LoadedRole, GoneRole };

    // What the schema must have before anything is asked (SchemaReport::
    // hasQueue and its siblings; none: only that it was inspected).
    using Needs = bool (storage::SchemaReport::*)() const;

    // columns: how many the table shows.
    PagedTableModel(storage::Session *session, int columns, Needs needs, QObject *parent = nullptr);
    // For a model that says both itself (columns(), tablesPresent()).
    explicit PagedTableModel(storage::Session *session, QObject *parent = nullptr);
    ~PagedTableModel() override;

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    // A row shown as gone cannot be selected: there is nothing to act on.
    Qt::ItemFlags flags(const QModelIndex &index) const final;

    // Rows in descending key order (newest first).
    void setDescending(bool descending);
    bool isDescending() const { return m_descending; }

    // Holding a list keeps its rows where they are on screen (operators
    // aimed at one job and got another as rows came and went, issue 32):
    // - in a newest-first list, rows newer than the newest one shown when the
    //   hold began are counted (newRows()) instead of shown above it;
    // - the pages held keep their rows: a row deleted meanwhile stays in
    //   place, marked gone (GoneRole, greyed), and a row that appeared
    //   between two of them is counted, not shown; the rows still there
    //   update their cells.
    // Until the hold ends or showNewRows().
    void setHeld(bool held);
    bool isHeld() const { return m_held; }
    // Rows held back: at most MaxNewRows above a newest-first list; past
    // that the hold starts again from the newest row (the list moves once)
    // rather than read them all.
    int newRows() const { return m_newRows; }
    static constexpr int MaxNewRows = 2000;
    // Rows shown as gone in the pages held.
    int goneRows() const;
    // Shows the rows held back (and drops the gone ones), and keeps holding
    // from there.
    void showNewRows();
    // Drops the gone rows and shows those that came between the rows held,
    // keeping a newest-first list's ceiling: after the user's own change,
    // whose rows should leave at once.
    void closeUp();

    // Drops everything and counts again: call after the filter changed.
    void reload();
    // Counts again and reloads the pages in view, keeping the rest of the
    // table in place: call when the database changed.
    void refresh();

    qint64 total() const { return m_total; }
    // Every row in the table, those held back included and those shown as
    // gone not: the figure to show.
    qint64 counted() const { return m_liveTotal + m_newer; }

    // The window of the table the view sees (see above).
    qint64 windowStart() const { return m_windowStart; }
    int windowRows() const { return m_windowRows; }
    // Smaller windows for tests: whole pages, at least one.
    void setWindowRows(int rows);
    // Moves the window to start at about this position (clamped to the
    // table); rows shift, persistent indexes (selection, current) follow
    // their items or become invalid when the window no longer holds them.
    void setWindowStart(qint64 start);
    // Moves the window, if needed, so that it holds this position, centred
    // where it can be; returns its row.
    int reveal(qint64 position);
    qint64 positionOfRow(int row) const { return m_windowStart + row; }
    // -1 when the window does not hold the position.
    int rowOfPosition(qint64 position) const;
    // The row at this position in the table, if its page is loaded.
    const Row *rowAtPosition(qint64 position) const;
    bool isLoading() const { return !m_pending.isEmpty(); }
    // The row if its page is loaded.
    const Row *rowAt(int row) const;
    contracts::Value keyAt(int row) const;
    QString lastError() const { return m_error; }
    storage::Session *session() const { return m_session; }
    std::shared_ptr<const PagedSource> source() const { return m_source; }
    int pagesHeld() const { return int(m_pages.size()); }

    // Looks only in the pages held, fresh ones first: never asks for a page.
    // Rows shown as gone are not found.
    QHash<QByteArray, int> rowsOfIdentities(const QSet<QByteArray> &identities) const override;
    // Nothing in flight and every page held read since the last refresh.
    bool identitiesSettled() const override;

Q_SIGNALS:
    void totalChanged(qint64 total);
    void loadingChanged(bool loading);
    void errorOccurred(const QString &message);
    // A page of the table (positions page * PageSize onwards) was read.
    void pageLoaded(int page);
    // The window moved by delta rows (a row r shows what row r + delta
    // showed); sent between layoutAboutToBeChanged and layoutChanged.
    void windowMoved(qint64 delta);
    // The rows held back, or the rows shown as gone, changed (see setHeld).
    void newRowsChanged(int count);

protected:
    // The constructor's, unless overridden.
    virtual int columns() const { return m_columns; }
    virtual QVariant cell(const Row &row, int column, int role) const = 0;
    virtual QVariant header(int column, int role) const = 0;
    virtual std::shared_ptr<const PagedSource> makeSource() const = 0;
    // Whether the tables this model reads are there (the constructor's
    // needs, unless overridden). Until the schema is known and says so,
    // nothing is asked: on a database without them every count would fail,
    // and on a locked one wait out the busy timeout.
    virtual bool tablesPresent(const storage::SchemaReport &schema) const;

private:
    struct Page {
        std::vector<Row> rows;
        quint64 generation = 0;
        quint64 touched = 0;
        // Read while the list was held: refreshed by key (recheckPage), not
        // read again from its position.
        bool frozen = false;
        std::vector<bool> gone; // per row, frozen pages only
        int inserted = 0;       // rows between its rows, not shown
    };
    void requestCount();
    void requestPage(int page) const;
    void recheckPage(int page) const;
    // Shown rows minus live rows, from the frozen pages: gone ones shown,
    // inserted ones not.
    qint64 frozenOffset() const;
    qint64 insertedRows() const;
    void unfreeze();
    void pageChanged(int page) const;
    void pageFailed(int page, const QString &key, const storage::Failure &f) const;
    void setTotal(qint64 total);
    void setNewRows(int count);
    bool holding() const { return m_held && m_descending; }
    void moveWindow(qint64 start);
    int windowedRows(qint64 total) const;
    void evict() const;
    void setPending(const QString &key, bool pending) const;
    // A page's read under way: its key, pending until it ends, and the
    // model's generation and version when it was asked.
    struct PageRead {
        PagedTableModel *model;
        QString key;
        quint64 generation;
        quint64 version;
        // Ends the read; false when the model was reloaded since it was asked.
        bool finish() const;
    };
    PageRead startPageRead(int page) const;
    int pageCount() const;

    QPointer<storage::Session> m_session;
    int m_columns = 0;
    Needs m_needs = nullptr;
    std::shared_ptr<const PagedSource> m_source;
    bool m_deferred = false; // a count waits for the schema
    bool m_descending = false;
    qint64 m_total = 0;
    qint64 m_liveTotal = 0; // the last count, less the rows above the ceiling
    int m_newer = 0;        // rows above the ceiling at the last count
    bool m_held = false;
    contracts::Value m_ceiling; // while holding: the newest key shown (null: take it at the next count)
    int m_newRows = 0;
    int m_goneSignalled = 0; // goneRows() at the last newRowsChanged
    qint64 m_windowStart = 0;
    int m_windowRows = DefaultWindowRows;
    quint64 m_generation = 0;  // bumps on reload: older results are dropped
    quint64 m_version = 0;     // bumps on refresh: pages loaded before are stale
    // The key range the last count (or far jump) read, for the next far
    // jumps until the list changes (one request a jump instead of two). Its
    // version alone says which list: every reload bumps m_version too.
    std::optional<PagedSource::KeyRange> m_range;
    quint64 m_rangeVersion = 0;
    mutable quint64 m_clock = 0;
    mutable std::unordered_map<int, Page> m_pages;
    mutable QHash<int, quint64> m_requested; // page -> version requested
    mutable QSet<QString> m_pending; // request keys not yet answered
    QString m_error;
    QString m_keyPrefix;
};

} // namespace askr::models
