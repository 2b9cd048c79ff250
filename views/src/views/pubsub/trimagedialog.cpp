#include "views/pubsub/trimagedialog.h"

#include "operations/format/format.h"
#include "views/pubsub/pubsubdialoghelpers.h"
#include "storage/settings/pubsubsettings.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace askr::views {

using namespace askr::views::pubsubdialog;

TrimAgeDialog::TrimAgeDialog(QWidget *parent)
    : QDialog(parent)
    , m_value(new QSpinBox(this))
    , m_unit(new QComboBox(this))
{
    setObjectName(QStringLiteral("trimAgeDialog"));
    setWindowTitle(tr("Trim by Age"));
    m_value->setObjectName(QStringLiteral("trimAgeValue"));
    m_unit->setObjectName(QStringLiteral("trimAgeUnit"));
    m_value->setRange(1, 100000);
    m_unit->addItems({tr("minutes"), tr("hours"), tr("days")});
    m_value->setValue(storage::settings::PubSubSettings::trimAgeValue());
    m_unit->setCurrentIndex(storage::settings::PubSubSettings::trimAgeUnit());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note(tr("Delete the events published more than this long ago, in every channel. "
                              "The next step shows how many, and which subscribers would lose events they have not read."),
                           this));
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Older than"), this));
    row->addWidget(m_value);
    row->addWidget(m_unit);
    row->addStretch();
    layout->addLayout(row);
    addButtons(this, layout, tr("Preview…"));
}

qint64 TrimAgeDialog::seconds() const
{
    static const qint64 unit[] = {60, 3600, 86400};
    return qint64(m_value->value()) * unit[qBound(0, m_unit->currentIndex(), 2)];
}

void TrimAgeDialog::setAge(int value, Unit unit)
{
    m_value->setValue(value);
    m_unit->setCurrentIndex(int(unit));
}

void TrimAgeDialog::accept()
{
    storage::settings::PubSubSettings::setTrimAge(m_value->value(), m_unit->currentIndex());
    QDialog::accept();
}

} // namespace askr::views
