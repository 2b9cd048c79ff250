#include "views/cache/ttldialog.h"
#include "storage/settings/cachesettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace askr::views {

namespace {
constexpr qint64 unitSeconds[] = {1, 60, 3600, 86400};
}

TtlDialog::TtlDialog(const QString &what, QWidget *parent)
    : QDialog(parent)
    , m_expire(new QRadioButton(tr("&Expire in"), this))
    , m_never(new QRadioButton(tr("&Never expire"), this))
    , m_amount(new QSpinBox(this))
    , m_unit(new QComboBox(this))
{
    setObjectName(QStringLiteral("ttlDialog"));
    setWindowTitle(tr("Set TTL"));
    m_expire->setObjectName(QStringLiteral("ttlExpire"));
    m_never->setObjectName(QStringLiteral("ttlNever"));
    m_amount->setObjectName(QStringLiteral("ttlAmount"));
    m_unit->setObjectName(QStringLiteral("ttlUnit"));
    m_amount->setRange(1, 1000000);
    m_unit->addItems({tr("seconds"), tr("minutes"), tr("hours"), tr("days")});

    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(what, this);
    label->setWordWrap(true);
    layout->addWidget(label);
    auto *row = new QHBoxLayout;
    row->addWidget(m_expire);
    row->addWidget(m_amount);
    row->addWidget(m_unit);
    row->addStretch();
    layout->addLayout(row);
    layout->addWidget(m_never);
    auto *note = new QLabel(tr("Entries that have already expired keep their expiry: a new TTL does not bring them back."), this);
    note->setWordWrap(true);
    note->setEnabled(false);
    layout->addWidget(note);
    // The one question Set TTL asks: its button says what it does.
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Set TTL"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("ttlAccept"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_expire, &QRadioButton::toggled, this, [this](bool on) {
        m_amount->setEnabled(on);
        m_unit->setEnabled(on);
    });

    m_amount->setValue(storage::settings::CacheSettings::ttlAmount());
    m_unit->setCurrentIndex(storage::settings::CacheSettings::ttlUnit());
    m_expire->setChecked(true);
    connect(this, &QDialog::accepted, this, [this] {
        storage::settings::CacheSettings::setTtl(m_amount->value(), m_unit->currentIndex());
    });
}

std::optional<qint64> TtlDialog::ttl() const
{
    if (m_never->isChecked())
        return std::nullopt;
    return qint64(m_amount->value()) * unitSeconds[qBound(0, m_unit->currentIndex(), 3)];
}

void TtlDialog::setTtl(std::optional<qint64> seconds)
{
    if (!seconds) {
        m_never->setChecked(true);
        return;
    }
    m_expire->setChecked(true);
    for (int u = Days; u >= Seconds; --u)
        if (*seconds % unitSeconds[u] == 0 || u == Seconds) {
            m_unit->setCurrentIndex(u);
            m_amount->setValue(int(*seconds / unitSeconds[u]));
            return;
        }
}

} // namespace askr::views
