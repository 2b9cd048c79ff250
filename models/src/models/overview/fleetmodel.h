#pragma once

#include "models/mergingtablemodel.h"
#include "models/overview/replicalag.h"
#include "storage/session.h"

#include <QPointer>
#include <QTimer>

#include <optional>
#include <vector>

namespace askr::storage {
class Session;
}

namespace askr::models {

class OverviewModel;

// Every open database side by side, files and servers, one row each, with
// the health figures of its Overview (read by that database's own
// OverviewModel, so the fleet costs no extra reads) and whether it answers.
// A database can follow another (a replica its primary, as the user says
// or, for a server, as it says: see askRole); its row then says how far
// behind it is, live, from both databases' heads (two row reads each on a
// change, at most once a second). Who follows whom is remembered by address.
class FleetModel : public MergingTableModel
{
    Q_OBJECT
public:
    enum Columns {
        DatabaseColumn,
        ModeColumn,
        ReadyColumn,
        FailedColumn,
        OldestReadyColumn,
        LiveKeysColumn,
        NewestSeqColumn,
        MaxLagColumn,
        PrimaryColumn,
        BehindColumn,
        StateColumn,
        NUM_COLUMNS
    };
    // StaleRole: the row's figures were not read again in time, or their
    // last read failed (shown greyed, in italics, with their age).
    enum Roles { SortRole = Qt::UserRole, SessionRole, BehindEventsRole, BehindJobsRole, BehindSecondsRole, StaleRole };

    explicit FleetModel(QObject *parent = nullptr);

    void addDatabase(storage::Session *session, OverviewModel *overview);
    void removeDatabase(storage::Session *session);
    storage::Session *sessionAt(int row) const;
    int rowOfSession(const storage::Session *session) const { return rowOf(session); }

    // replica follows primary (nullptr: it follows none). Remembered in the
    // settings by both addresses, and restored when both are open again.
    void setPrimary(storage::Session *replica, storage::Session *primary);
    storage::Session *primaryOf(const storage::Session *replica) const;
    // How far replica is behind its primary; empty without a primary or
    // before both were read.
    std::optional<ReplicaLag::Behind> behind(const storage::Session *replica) const;
    // While the fleet is on screen, each row's figures are read again as
    // often as its Overview would read them (their pages may all be hidden).
    void setShown(bool shown);
    bool isShown() const { return m_keepFresh.isActive(); }
    // Each database's name as the fleet shows it.
    static QString nameOf(const storage::Session *session);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QPointer<storage::Session> session;
        QPointer<OverviewModel> overview;
        QPointer<storage::Session> primary;
        std::optional<operations::database::Heads> heads;
        ReplicaLag samples; // this database's heads over time, for those that follow it
        bool reading = false;
        contracts::ServerRole role = contracts::ServerRole::Unknown; // as the server says
        bool roleAsked = false;
        bool primaryChosen = false; // by the user (or remembered): never assumed over
    };
    int rowOf(const QObject *sessionOrOverview) const;
    void rowChanged(const QObject *sessionOrOverview);
    void readDueFigures();
    void readHeads(storage::Session *session);
    // Whether any database follows another: only then are heads read.
    bool following() const;
    void restorePrimaries();
    void askRole(storage::Session *session);
    // A replica that follows none follows the one primary server open, if
    // there is exactly one; the user's choice always wins.
    void assumePrimaries();
    // Reads heads and ticks while any database follows another.
    void updateFollowing();
    static QString addressOf(const storage::Session *session);
    QString behindText(const Row &row) const;

    std::vector<Row> m_rows;
    QTimer m_tick; // seconds behind grow between reads
    QTimer m_keepFresh; // while shown: rows whose figures are due are read
};

} // namespace askr::models
