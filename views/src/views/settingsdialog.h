#pragma once

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QPlainTextEdit;
class QSpinBox;
class QTableWidget;

namespace askr::views {

// Preferences that change what the views flag and how often they look:
// refresh interval, per-queue age thresholds, lock-key patterns, the
// stalled-subscriber threshold and history retention. Stored through the
// settings classes of storage/settings, which the models read.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    void load();
    void save();

Q_SIGNALS:
    void settingsChanged();

private:
    QSpinBox *m_pollMs;
    QSpinBox *m_stuckDefault;
    QTableWidget *m_perQueue;
    QPlainTextEdit *m_lockPatterns;
    QSpinBox *m_stallSeconds;
    QSpinBox *m_behindSeconds;
    QCheckBox *m_alertsOn;
    QDoubleSpinBox *m_alertDeadLetters;
    QSpinBox *m_alertLockSeconds;
    QSpinBox *m_retentionDays;
    QSpinBox *m_activityDays;
};

} // namespace askr::views
