#include "views/pubsub/trimsizedialog.h"

#include "operations/format/format.h"
#include "views/pubsub/pubsubdialoghelpers.h"
#include "storage/settings/pubsubsettings.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace askr::views {

using namespace askr::views::pubsubdialog;

TrimSizeDialog::TrimSizeDialog(qint64 totalEvents, QWidget *parent)
    : QDialog(parent)
    , m_keep(new QSpinBox(this))
{
    setObjectName(QStringLiteral("trimSizeDialog"));
    setWindowTitle(tr("Trim to the Newest Events"));
    m_keep->setObjectName(QStringLiteral("trimSizeKeep"));
    m_keep->setRange(0, std::numeric_limits<int>::max());
    m_keep->setGroupSeparatorShown(true);
    m_keep->setValue(storage::settings::PubSubSettings::keepLast());
    auto *layout = new QVBoxLayout(this);
    QString text = tr("Keep the newest events over all channels and delete the older ones. "
                      "The next step shows how many, and which subscribers would lose events they have not read.");
    if (totalEvents >= 0)
        text += QLatin1Char(' ') + tr("The log holds %1 events.").arg(operations::formatCount(totalEvents));
    layout->addWidget(note(text, this));
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Keep the newest"), this));
    row->addWidget(m_keep);
    row->addWidget(new QLabel(tr("events"), this));
    row->addStretch();
    layout->addLayout(row);
    addButtons(this, layout, tr("Preview…"));
}

qint64 TrimSizeDialog::keepLast() const
{
    return m_keep->value();
}

void TrimSizeDialog::setKeepLast(int keep)
{
    m_keep->setValue(keep);
}

void TrimSizeDialog::accept()
{
    storage::settings::PubSubSettings::setKeepLast(m_keep->value());
    QDialog::accept();
}

} // namespace askr::views
