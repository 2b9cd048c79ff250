#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QTableView;
class QSortFilterProxyModel;

class QChartView;
class QBarSet;
class QBarCategoryAxis;
class QValueAxis;

namespace askr::storage {
class Session;
}
namespace askr::models {
class CacheStatistics;
class CachePrefixesModel;
}

namespace askr::views {

// Statistics of the whole cache: live and expired-but-not-swept keys, value
// bytes, the largest namespaces by keys and by bytes, and a chart of when
// keys expire.
class CacheStatsWidget : public QWidget
{
    Q_OBJECT
public:
    explicit CacheStatsWidget(storage::Session *session, QWidget *parent = nullptr);

    models::CacheStatistics *statistics() const { return m_stats; }
    // Refreshes now when shown, otherwise the next time it is shown; and not
    // more often than every MinInterval ms unless forced (KeyPrefixes reads
    // every key).
    void refresh(bool force = false);
    static constexpr int MinInterval = 10000;

    QSortFilterProxyModel *byKeys() const { return m_byKeys; }
    QSortFilterProxyModel *byBytes() const { return m_byBytes; }
    QBarSet *expirySet() const { return m_expirySet; }

Q_SIGNALS:
    // A namespace was activated: filter the key list by it.
    void prefixActivated(const QByteArray &prefix);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updated();
    void applyPalette();

    models::CacheStatistics *m_stats;
    models::CachePrefixesModel *m_keysModel;
    models::CachePrefixesModel *m_bytesModel;
    QSortFilterProxyModel *m_byKeys;
    QSortFilterProxyModel *m_byBytes;
    QLabel *m_live;
    QLabel *m_expired;
    QLabel *m_bytes;
    QLabel *m_note;
    QChartView *m_chartView;
    QBarSet *m_expirySet;
    QValueAxis *m_axisY;
    QTimer m_retry; // a refresh asked for too soon runs when the interval is over
    qint64 m_lastRefresh = 0;
    bool m_dirty = true;
};

} // namespace askr::views
