#pragma once

#include "models/mergingtablemodel.h"
#include "models/pagedtablemodel.h"

#include <QPointer>

#include <functional>

namespace askr::models {

// A list in key order that has no count operation (tags, one tag's keys,
// locks): it grows a page at a time as the view scrolls (canFetchMore /
// fetchMore), and refresh() reads the loaded range again in one request and
// applies the difference row by row, so the view keeps its place and
// selection. Rows are read on the session's worker.
class KeysetListModel : public MergingTableModel, public IdentityLookup
{
    Q_OBJECT
public:
    static constexpr int PageSize = 200;
    // Rows with key > after, ascending, at most n; runs on the worker.
    using Fetch = std::function<std::vector<Row>(contracts::Connection &db, const QByteArray &after, int n)>;

    explicit KeysetListModel(storage::Session *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    bool canFetchMore(const QModelIndex &parent) const final;
    void fetchMore(const QModelIndex &parent) final;

    // Drops everything and loads the first page.
    void reload();
    // Reads the rows loaded so far again (and a page more when at the end).
    void refresh();
    void clear();

    const Row *rowAt(int row) const;
    QByteArray keyAt(int row) const;
    bool isLoading() const { return m_loading; }
    bool atEnd() const { return m_atEnd; }
    QString lastError() const { return m_error; }
    storage::Session *session() const { return m_session; }

    QHash<QByteArray, int> rowsOfIdentities(const QSet<QByteArray> &identities) const override;
    bool identitiesSettled() const override { return !m_loading; }

Q_SIGNALS:
    void loaded();
    void errorOccurred(const QString &message);

protected:
    virtual int columns() const = 0;
    virtual QVariant cell(const Row &row, int column, int role) const = 0;
    virtual QVariant header(int column, int role) const = 0;
    // Made when the list (re)loads, so it captures the parameters in force.
    virtual Fetch makeFetch() const = 0;
    virtual int keyColumn() const { return 0; }
    // What names the item a row shows (IdentityRole): its key by default.
    virtual QByteArray identity(const Row &row) const;
    // Rows whose cells render differently now though no query ran (a
    // countdown): emits dataChanged for those columns of every row.
    void rowsChangedLocally(int firstColumn, int lastColumn);

private:
    void request(bool refresh);
    void apply(std::vector<Row> rows, bool refresh, int asked);

    QPointer<storage::Session> m_session;
    bool m_deferred = false; // a read waits for the schema
    std::vector<Row> m_rows;
    Fetch m_fetch;
    bool m_loading = false;
    bool m_refreshPending = false;
    bool m_atEnd = false;
    bool m_started = false;
    quint64 m_generation = 0;
    QString m_error;
    QString m_key;
};

} // namespace askr::models
