#pragma once

#include "value.h"

#include <QWidget>

class QAction;
class QLabel;
class QSpinBox;
class QToolButton;

namespace askr::storage {
class Session;
}
namespace askr::models {
class CacheValueLoader;
}

namespace askr::views {

class PayloadView;

// The detail pane of the key browser: one entry's key, type, size and TTL,
// its value in the shared PayloadView (text, pretty JSON, readable PHP,
// integer or hex), loaded in chunks, and for a counter, increment and
// decrement through the contract's Increment.
class CacheValueViewer : public QWidget
{
    Q_OBJECT
public:
    explicit CacheValueViewer(storage::Session *session, QWidget *parent = nullptr);

    // Shows key's value; expiresAt is what the list shows (null: never).
    void showKey(const contracts::Value &key, const QVariant &expiresAt);
    void clear();
    // Reads the value again if it changed (the database changed).
    void refresh();
    void setExpiresAt(const QVariant &expiresAt);

    contracts::Value key() const;
    models::CacheValueLoader *loader() const { return m_loader; }
    PayloadView *payloadView() const { return m_payload; }
    QAction *incrementAction() const { return m_increment; }
    QAction *decrementAction() const { return m_decrement; }
    QAction *saveAction() const { return m_save; }
    // Amount the counter actions add or subtract.
    void setDelta(int delta);

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void valueLoaded();
    void updateHeader();
    void updateActions();
    void addToCounter(qint64 sign);
    void saveValue();
    bool isCounter() const;
    bool isExpired() const;

    storage::Session *m_session;
    models::CacheValueLoader *m_loader;
    PayloadView *m_payload;
    QLabel *m_keyLabel;
    QLabel *m_infoLabel;
    QWidget *m_counterBar;
    QLabel *m_counterValue;
    QSpinBox *m_delta;
    QAction *m_increment;
    QAction *m_decrement;
    QAction *m_save;
    QVariant m_expiresAt;
    bool m_counterBusy = false;
};

} // namespace askr::views
