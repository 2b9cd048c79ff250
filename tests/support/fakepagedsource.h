#pragma once

// A paged source over a list of integer keys, for the tests of the paged
// model and its view: the test controls every row, and counts the walks.

#include "models/pagedsource.h"
#include "models/pagedtablemodel.h"
#include "storage/session.h"

#include "askr_contracts_api.h"

#include <QFile>
#include <QSignalSpy>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <memory>
#include <vector>

namespace askrtest {

using askr::contracts::Value;

// Keys 10, 20, 30, ... : not dense, so positions cannot be guessed from keys.
class FakeSource : public askr::models::PagedSource
{
public:
    FakeSource(std::shared_ptr<std::vector<qint64>> keys, std::shared_ptr<std::atomic<int>> keyAtCalls)
        : m_keys(std::move(keys))
        , m_keyAtCalls(std::move(keyAtCalls))
    {
    }
    qint64 count(askr::contracts::Connection &) const override { return qint64(m_keys->size()); }
    std::vector<askr::models::Row> after(askr::contracts::Connection &, const Value &after, int n) const override
    {
        std::vector<askr::models::Row> out;
        auto it = after.isNull() ? m_keys->begin() : std::upper_bound(m_keys->begin(), m_keys->end(), after.toInt());
        for (; it != m_keys->end() && int(out.size()) < n; ++it)
            out.push_back({Value::integer(*it), Value::text(QByteArray(QByteArray("row ") + QByteArray::number(*it)))});
        return out;
    }
    std::vector<askr::models::Row> before(askr::contracts::Connection &, const Value &before, int n) const override
    {
        std::vector<askr::models::Row> out;
        auto it = before.isNull() ? m_keys->end() : std::lower_bound(m_keys->begin(), m_keys->end(), before.toInt());
        while (it != m_keys->begin() && int(out.size()) < n) {
            --it;
            out.push_back({Value::integer(*it), Value::text(QByteArray(QByteArray("row ") + QByteArray::number(*it)))});
        }
        return out;
    }
    Value keyAt(askr::contracts::Connection &, qint64 offset) const override
    {
        ++*m_keyAtCalls;
        return offset >= 0 && offset < qint64(m_keys->size()) ? Value::integer((*m_keys)[size_t(offset)]) : Value();
    }

private:
    std::shared_ptr<std::vector<qint64>> m_keys;
    std::shared_ptr<std::atomic<int>> m_keyAtCalls;
};

// A session on a new empty database file at path, its schema read (null if
// it was not within 5 s).
inline std::unique_ptr<askr::storage::Session> openEmptySession(const QString &path)
{
    askr::contracts::Connection::open(QFile::encodeName(path), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    auto session = std::make_unique<askr::storage::Session>(askr::storage::planOpen(path, askr::storage::OpenMode::ReadWrite));
    QSignalSpy opened(session.get(), &askr::storage::Session::schemaChanged);
    return opened.wait(5000) ? std::move(session) : nullptr;
}

// Keys 10, 20, ... 10n.
inline std::shared_ptr<std::vector<qint64>> keys(int n)
{
    auto k = std::make_shared<std::vector<qint64>>();
    for (int i = 1; i <= n; ++i)
        k->push_back(i * 10);
    return k;
}

// A paged model of two columns (key, "row <key>") over FakeSource.
class KeysModel : public askr::models::PagedTableModel
{
public:
    KeysModel(askr::storage::Session *session, std::shared_ptr<std::vector<qint64>> keys)
        : PagedTableModel(session)
        , m_keys(std::move(keys))
    {
    }
    std::shared_ptr<std::atomic<int>> keyAtCalls = std::make_shared<std::atomic<int>>(0);

protected:
    int columns() const override { return 2; }
    QVariant cell(const askr::models::Row &row, int column, int role) const override
    {
        return role == Qt::DisplayRole ? row[size_t(column)].toVariant() : QVariant();
    }
    QVariant header(int column, int role) const override
    {
        return role == Qt::DisplayRole ? QVariant(column == 0 ? QStringLiteral("Key") : QStringLiteral("Text")) : QVariant();
    }
    std::shared_ptr<const askr::models::PagedSource> makeSource() const override { return std::make_shared<FakeSource>(m_keys, keyAtCalls); }

private:
    std::shared_ptr<std::vector<qint64>> m_keys;
};

} // namespace askrtest
