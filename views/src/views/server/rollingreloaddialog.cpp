#include "views/server/rollingreloaddialog.h"

#include "remote/adminclient.h"
#include "remote/rollingreload.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace askr::views {

using remote::RollingReload;

RollingReloadDialog::RollingReloadDialog(RollingReload *run, QWidget *parent)
    : QDialog(parent)
    , m_run(run)
{
    setObjectName(QStringLiteral("rollingReloadDialog"));
    setWindowTitle(tr("Rolling Reload"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("One server at a time: the next is reloaded only when the one before answers /healthz 200 and its rollout "
                                "ended ok. The first aborted, inconclusive or unhealthy server stops it."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("rollingReloadServers"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Server"), tr("State")});
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    const auto servers = run->servers();
    for (const auto &s : servers)
        new QTreeWidgetItem(m_list, {s.client->displayName(), tr("waiting")});
    layout->addWidget(m_list, 1);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("rollingReloadSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    auto *buttons = new QDialogButtonBox(this);
    m_stop = buttons->addButton(tr("&Stop After This Server"), QDialogButtonBox::ActionRole);
    m_stop->setObjectName(QStringLiteral("stopRollingReload"));
    m_stop->setToolTip(tr("Let the server reloading now finish, and reload no other"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    m_close->setEnabled(false);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        m_run->cancel();
        m_stop->setEnabled(false);
        m_summary->setText(tr("Stopping after the server reloading now…"));
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    layout->addWidget(buttons);
    connect(run, &RollingReload::serverChanged, this, &RollingReloadDialog::update);
    connect(run, &RollingReload::finished, this, [this](bool, const QString &summary) {
        m_summary->setText(summary);
        m_stop->setEnabled(false);
        m_close->setEnabled(true);
    });
    resize(560, 320);
}

QString RollingReloadDialog::summary() const
{
    return m_summary->text();
}

QString RollingReloadDialog::stateOf(int server) const
{
    QTreeWidgetItem *item = m_list->topLevelItem(server);
    return item ? item->text(1) : QString();
}

void RollingReloadDialog::update(int server)
{
    QTreeWidgetItem *item = m_list->topLevelItem(server);
    if (!item)
        return;
    const RollingReload::Server s = m_run->servers().at(server);
    QString step;
    QString icon;
    switch (s.step) {
    case RollingReload::Step::Waiting:
        step = tr("waiting");
        break;
    case RollingReload::Step::Reloading:
        step = tr("reloading");
        icon = QStringLiteral("view-refresh");
        break;
    case RollingReload::Step::Done:
        step = tr("done");
        icon = QStringLiteral("dialog-ok");
        break;
    case RollingReload::Step::Failed:
        step = tr("stopped here");
        icon = QStringLiteral("dialog-error");
        break;
    case RollingReload::Step::NotStarted:
        step = tr("not reloaded");
        break;
    }
    item->setText(1, s.note.isEmpty() ? step : tr("%1: %2").arg(step, s.note));
    item->setToolTip(1, item->text(1));
    item->setIcon(1, icon.isEmpty() ? QIcon() : QIcon::fromTheme(icon));
    m_list->scrollToItem(item);
}

} // namespace askr::views
