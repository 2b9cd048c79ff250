#pragma once

// The paged lists the benchmark scrolls: jobs, cache keys and events, each a
// models::PagedTableModel over a PagedSource that runs the contract's
// Count*/…Page/…PageBefore/…At operations, unfiltered, as the app's list models
// do. The sources are also called directly (without the model and the worker)
// to separate the cost of the SQL from the cost of the hop between threads.

#include "models/pagedtablemodel.h"

#include <memory>

namespace askr::bench {

enum class List { Jobs, Keys, Events };
const char *listName(List list);

std::shared_ptr<const models::PagedSource> makeSource(List list);

// A PagedTableModel over one of the sources, as the app's pages show them.
class BenchListModel : public models::PagedTableModel
{
public:
    BenchListModel(storage::Session *session, List list, QObject *parent = nullptr);

protected:
    int columns() const override;
    QVariant cell(const models::Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    std::shared_ptr<const models::PagedSource> makeSource() const override;

private:
    List m_list;
};

} // namespace askr::bench
