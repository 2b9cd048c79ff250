#include "views/cache/lockpatternsdialog.h"

#include "models/cache/cachelocksmodel.h"
#include "storage/settings/cachesettings.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace askr::views {

namespace {
}

LockPatternsDialog::LockPatternsDialog(const QStringList &patterns, QWidget *parent)
    : QDialog(parent)
    , m_edit(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("lockPatternsDialog"));
    setWindowTitle(tr("Lock Patterns"));
    m_edit->setObjectName(QStringLiteral("lockPatternsEdit"));
    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(tr("Nothing in a cache entry says it is a lock: Lock writes an ordinary entry whose value is the owner "
                                "token and which has an expiry. An entry with an expiry is shown as a lock when its key matches "
                                "one of these GLOB patterns (one per line; case-sensitive; * any text, ? one character, "
                                "[abc] one of these characters)."),
                             this);
    label->setWordWrap(true);
    layout->addWidget(label);
    m_edit->setPlainText(patterns.join(QLatin1Char('\n')));
    layout->addWidget(m_edit);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { m_edit->setPlainText(models::CacheLocksModel::defaultPatterns().join(QLatin1Char('\n'))); });
    resize(460, 320);
}

QStringList LockPatternsDialog::patterns() const
{
    QStringList out;
    for (const QString &line : m_edit->toPlainText().split(QLatin1Char('\n'))) {
        const QString p = line.trimmed();
        if (!p.isEmpty() && !out.contains(p))
            out << p;
    }
    return out;
}

QStringList LockPatternsDialog::load()
{
    return storage::settings::CacheSettings::lockPatterns(models::CacheLocksModel::defaultPatterns());
}

void LockPatternsDialog::save(const QStringList &patterns)
{
    storage::settings::CacheSettings::setLockPatterns(patterns);
}

} // namespace askr::views
