#pragma once

// The paged lists the benchmark scrolls: jobs, cache keys and events, each a
// models::PagedTableModel over the source the app's list model pages through
// (models::IdPagedSource over the contract's list), unfiltered. The sources
// are also called directly (without the model and the worker) to separate the
// cost of the SQL from the cost of the hop between threads.

#include "models/pagedtablemodel.h"

#include <memory>

namespace askr::bench {

enum class List { Jobs, Keys, Events };
const char *listName(List list);

// How a far jump finds the key before its page: by arithmetic on the key range
// where the keys have no holes (jobs and events, as the app's IdPagedSource
// does), or always by the walk (keyAt), as before issue 19.
enum class Jump { Arithmetic, Walk };

std::shared_ptr<const models::PagedSource> makeSource(List list, Jump jump = Jump::Arithmetic);

// A PagedTableModel over one of the sources, as the app's pages show them.
class BenchListModel : public models::PagedTableModel
{
public:
    BenchListModel(storage::Session *session, List list, Jump jump = Jump::Arithmetic, QObject *parent = nullptr);

protected:
    int columns() const override;
    QVariant cell(const models::Row &row, int column, int role) const override;
    QVariant header(int column, int role) const override;
    std::shared_ptr<const models::PagedSource> makeSource() const override;

private:
    List m_list;
    Jump m_jump;
};

} // namespace askr::bench
