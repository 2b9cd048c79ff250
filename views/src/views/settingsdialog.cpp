#include "views/settingsdialog.h"

#include "models/alerts/alertmonitor.h"
#include "models/cache/cachelocksmodel.h"
#include "models/pubsub/subscribersmodel.h"
#include "models/queue/queuehistory.h"
#include "operations/activity/activitylog.h"
#include "storage/settings/cachesettings.h"
#include "storage/settings/pubsubsettings.h"
#include "storage/settings/queuesettings.h"
#include "storage/settings/refreshsettings.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace askr::views {

using namespace storage::settings;

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_pollMs(new QSpinBox(this))
    , m_stuckDefault(new QSpinBox(this))
    , m_perQueue(new QTableWidget(0, 2, this))
    , m_lockPatterns(new QPlainTextEdit(this))
    , m_stallSeconds(new QSpinBox(this))
    , m_behindSeconds(new QSpinBox(this))
    , m_alertsOn(new QCheckBox(tr("Show desktop notifications"), this))
    , m_alertDeadLetters(new QDoubleSpinBox(this))
    , m_alertLockSeconds(new QSpinBox(this))
    , m_retentionDays(new QSpinBox(this))
    , m_activityDays(new QSpinBox(this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    m_pollMs->setObjectName(QStringLiteral("pollInterval"));
    m_pollMs->setRange(100, 60000);
    m_pollMs->setSingleStep(50);
    m_pollMs->setSuffix(tr(" ms"));
    m_pollMs->setToolTip(tr("How often each database is checked for changes (one cheap PRAGMA data_version when nothing changed)"));
    m_stuckDefault->setObjectName(QStringLiteral("stuckDefault"));
    m_stuckDefault->setRange(1, 7 * 86400);
    m_stuckDefault->setSuffix(tr(" s"));
    m_stuckDefault->setToolTip(tr("A queue whose oldest ready job has waited longer than this is flagged as stuck"));
    m_perQueue->setObjectName(QStringLiteral("perQueueThresholds"));
    m_perQueue->setHorizontalHeaderLabels({tr("Queue"), tr("Threshold (s)")});
    m_perQueue->horizontalHeader()->setStretchLastSection(true);
    m_perQueue->setToolTip(tr("Thresholds for particular queues; others use the default"));
    m_lockPatterns->setObjectName(QStringLiteral("lockPatterns"));
    m_lockPatterns->setToolTip(tr("One GLOB pattern per line. A cache key with an expiry that matches one is shown as a lock."));
    m_stallSeconds->setObjectName(QStringLiteral("stallSeconds"));
    m_stallSeconds->setRange(1, 7 * 86400);
    m_stallSeconds->setSuffix(tr(" s"));
    m_stallSeconds->setToolTip(tr("A subscriber with unread events whose cursor has not moved for this long is highlighted as stalled"));
    m_behindSeconds->setObjectName(QStringLiteral("behindSeconds"));
    m_behindSeconds->setRange(1, 7 * 86400);
    m_behindSeconds->setSuffix(tr(" s"));
    m_behindSeconds->setToolTip(tr("A subscriber whose oldest unread event is older than this, and whose lag has not shrunk in the last minute, "
                                   "is shown as behind"));
    m_alertsOn->setObjectName(QStringLiteral("alertsEnabled"));
    m_alertsOn->setToolTip(tr("Notify when a queue is stuck or not keeping up, dead letters arrive fast, a lock is held long or a subscriber "
                              "stalls; once per condition, again only after it has cleared"));
    m_alertDeadLetters->setObjectName(QStringLiteral("alertDeadLetters"));
    m_alertDeadLetters->setRange(0.1, 100000);
    m_alertDeadLetters->setDecimals(1);
    m_alertDeadLetters->setSuffix(tr(" per minute"));
    m_alertDeadLetters->setToolTip(tr("Alert when more jobs than this are dead-lettered per minute"));
    m_alertLockSeconds->setObjectName(QStringLiteral("alertLockSeconds"));
    m_alertLockSeconds->setRange(1, 7 * 86400);
    m_alertLockSeconds->setSuffix(tr(" s"));
    m_alertLockSeconds->setToolTip(tr("Alert when a lock has been held for longer than this"));
    m_retentionDays->setObjectName(QStringLiteral("retentionDays"));
    m_retentionDays->setRange(2, 365);
    m_retentionDays->setSuffix(tr(" days"));
    m_retentionDays->setToolTip(tr("How long queue depth history is kept in the app's own data file (downsampled)"));

    m_activityDays->setObjectName(QStringLiteral("activityDays"));
    m_activityDays->setRange(1, 3650);
    m_activityDays->setSuffix(tr(" days"));
    m_activityDays->setToolTip(tr("How long the activity log and the dead letters Forget kept (to restore them) stay in the app's own activity file"));

    auto *general = new QGroupBox(tr("General"), this);
    auto *generalForm = new QFormLayout(general);
    generalForm->addRow(tr("Check for changes every:"), m_pollMs);
    generalForm->addRow(tr("Keep queue history for:"), m_retentionDays);
    generalForm->addRow(tr("Keep the activity log and forgotten dead letters for:"), m_activityDays);

    auto *queues = new QGroupBox(tr("Queues"), this);
    auto *queuesLayout = new QVBoxLayout(queues);
    auto *queuesForm = new QFormLayout;
    queuesForm->addRow(tr("Flag a queue as stuck after:"), m_stuckDefault);
    queuesLayout->addLayout(queuesForm);
    queuesLayout->addWidget(m_perQueue);
    auto *rowButtons = new QHBoxLayout;
    auto *add = new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add Queue"), queues);
    auto *remove = new QPushButton(QIcon::fromTheme(QStringLiteral("list-remove")), tr("Remove"), queues);
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch();
    queuesLayout->addLayout(rowButtons);
    connect(add, &QPushButton::clicked, this, [this] {
        const int row = m_perQueue->rowCount();
        m_perQueue->insertRow(row);
        m_perQueue->setItem(row, 0, new QTableWidgetItem(tr("queue name")));
        m_perQueue->setItem(row, 1, new QTableWidgetItem(QString::number(m_stuckDefault->value())));
        m_perQueue->editItem(m_perQueue->item(row, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_perQueue->currentRow() >= 0)
            m_perQueue->removeRow(m_perQueue->currentRow());
    });

    auto *cache = new QGroupBox(tr("Cache locks"), this);
    auto *cacheLayout = new QVBoxLayout(cache);
    cacheLayout->addWidget(m_lockPatterns);
    auto *defaults = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-undo")), tr("Restore Defaults"), cache);
    connect(defaults, &QPushButton::clicked, this,
            [this] { m_lockPatterns->setPlainText(models::CacheLocksModel::defaultPatterns().join(QLatin1Char('\n'))); });
    cacheLayout->addWidget(defaults, 0, Qt::AlignLeft);

    auto *pubsub = new QGroupBox(tr("Pub/sub"), this);
    auto *pubsubForm = new QFormLayout(pubsub);
    pubsubForm->addRow(tr("Subscriber stalled after:"), m_stallSeconds);
    pubsubForm->addRow(tr("Subscriber behind after:"), m_behindSeconds);

    auto *alerts = new QGroupBox(tr("Alerts"), this);
    auto *alertsForm = new QFormLayout(alerts);
    alertsForm->addRow(m_alertsOn);
    alertsForm->addRow(tr("Dead letters faster than:"), m_alertDeadLetters);
    alertsForm->addRow(tr("Lock held longer than:"), m_alertLockSeconds);
    const auto enableAlerts = [this] {
        m_alertDeadLetters->setEnabled(m_alertsOn->isChecked());
        m_alertLockSeconds->setEnabled(m_alertsOn->isChecked());
    };
    connect(m_alertsOn, &QCheckBox::toggled, this, enableAlerts);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // Two columns, so that the dialog fits a 1280×800 screen.
    auto *left = new QVBoxLayout;
    left->addWidget(general);
    left->addWidget(queues);
    auto *right = new QVBoxLayout;
    right->addWidget(cache);
    right->addWidget(pubsub);
    right->addWidget(alerts);
    auto *columns = new QHBoxLayout;
    columns->addLayout(left);
    columns->addLayout(right);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);
    load();
    enableAlerts();
}

void SettingsDialog::load()
{
    m_pollMs->setValue(RefreshSettings::pollIntervalMs());
    m_stuckDefault->setValue(int(QueueSettings::stuckAfterDefault()));
    m_perQueue->setRowCount(0);
    for (const auto &[queue, seconds] : QueueSettings::stuckAfterPerQueue()) {
        const int row = m_perQueue->rowCount();
        m_perQueue->insertRow(row);
        m_perQueue->setItem(row, 0, new QTableWidgetItem(QString::fromUtf8(queue)));
        m_perQueue->setItem(row, 1, new QTableWidgetItem(QString::number(seconds)));
    }
    m_lockPatterns->setPlainText(CacheSettings::lockPatterns(models::CacheLocksModel::defaultPatterns()).join(QLatin1Char('\n')));
    m_stallSeconds->setValue(int(PubSubSettings::stallSeconds()));
    m_behindSeconds->setValue(int(PubSubSettings::behindSeconds()));
    const auto alerts = models::AlertMonitor::storedSettings();
    m_alertsOn->setChecked(alerts.enabled);
    m_alertDeadLetters->setValue(alerts.deadLettersPerMinute);
    m_alertLockSeconds->setValue(int(std::min<qint64>(alerts.lockSeconds, 7 * 86400)));
    m_retentionDays->setValue(int(models::QueueHistory::retention() / 86400));
    m_activityDays->setValue(operations::ActivityLog::retentionDays());
}

void SettingsDialog::save()
{
    RefreshSettings::setPollIntervalMs(m_pollMs->value());
    QueueSettings::setStuckAfterDefault(m_stuckDefault->value());
    QList<QPair<QByteArray, qint64>> perQueue;
    for (int row = 0; row < m_perQueue->rowCount(); ++row) {
        const QString queue = m_perQueue->item(row, 0) ? m_perQueue->item(row, 0)->text().trimmed() : QString();
        bool ok = false;
        const int seconds = m_perQueue->item(row, 1) ? m_perQueue->item(row, 1)->text().toInt(&ok) : 0;
        if (!queue.isEmpty() && ok && seconds > 0)
            perQueue.append({queue.toUtf8(), seconds});
    }
    QStringList patterns;
    for (const QString &line : m_lockPatterns->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            patterns << line.trimmed();
    QueueSettings::setStuckAfterPerQueue(perQueue);
    CacheSettings::setLockPatterns(patterns);
    PubSubSettings::setStallSeconds(m_stallSeconds->value());
    PubSubSettings::setBehindSeconds(m_behindSeconds->value());
    models::AlertMonitor::storeSettings({m_alertsOn->isChecked(), m_alertDeadLetters->value(), m_alertLockSeconds->value()});
    QueueSettings::setHistoryRetentionDays(m_retentionDays->value());
    operations::ActivityLog::setRetentionDays(m_activityDays->value());
    Q_EMIT settingsChanged();
}

} // namespace askr::views
