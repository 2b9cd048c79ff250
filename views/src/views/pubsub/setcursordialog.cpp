#include "views/pubsub/setcursordialog.h"

#include "operations/format/format.h"
#include "views/pubsub/pubsubdialoghelpers.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace askr::views {

using namespace askr::views::pubsubdialog;

SetCursorDialog::SetCursorDialog(const QString &name, qint64 cursor, qint64 head, qint64 oldest, QWidget *parent)
    : QDialog(parent)
    , m_seq(new QLineEdit(this))
    , m_effect(new QLabel(this))
    , m_current(cursor)
    , m_head(head)
{
    setObjectName(QStringLiteral("setCursorDialog"));
    setWindowTitle(tr("Set Cursor of %1").arg(name));
    m_seq->setObjectName(QStringLiteral("setCursorSeq"));
    m_seq->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,18}")), m_seq));
    m_seq->setText(QString::number(cursor));
    m_effect->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note(tr("The subscriber reads the events after its cursor next. The cursor is at %1, the head at %2.").arg(cursor).arg(head), this));
    auto *form = new QFormLayout;
    auto *row = new QHBoxLayout;
    row->addWidget(m_seq, 1);
    auto *toHead = new QPushButton(tr("Head"), this);
    toHead->setToolTip(tr("Skip everything published so far (seq %1)").arg(head));
    row->addWidget(toHead);
    auto *toOldest = new QPushButton(tr("Oldest"), this);
    toOldest->setToolTip(tr("Replay every event still in the log (cursor %1)").arg(qMax<qint64>(0, oldest - 1)));
    toOldest->setEnabled(oldest > 0);
    row->addWidget(toOldest);
    form->addRow(tr("New cursor:"), row);
    layout->addLayout(form);
    layout->addWidget(m_effect);
    auto *buttons = addButtons(this, layout, tr("Preview…"));
    connect(toHead, &QPushButton::clicked, this, [this] { setCursor(m_head); });
    connect(toOldest, &QPushButton::clicked, this, [this, oldest] { setCursor(qMax<qint64>(0, oldest - 1)); });
    connect(m_seq, &QLineEdit::textChanged, this, &SetCursorDialog::validate);
    connect(m_seq, &QLineEdit::textChanged, buttons, [this, buttons] { buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_seq->text().isEmpty()); });
    validate();
}

qint64 SetCursorDialog::cursor() const
{
    return m_seq->text().toLongLong();
}

void SetCursorDialog::setCursor(qint64 seq)
{
    m_seq->setText(QString::number(seq));
}

void SetCursorDialog::validate()
{
    const qint64 to = cursor();
    if (m_seq->text().isEmpty())
        m_effect->setText(tr("Enter a sequence number."));
    else if (to == m_current)
        m_effect->setText(tr("That is where the cursor is."));
    else if (to < m_current)
        m_effect->setText(tr("Moving back replays the events after seq %1 (up to %2 sequence numbers).").arg(to).arg(operations::formatCount(m_current - to)));
    else if (to > m_head)
        m_effect->setText(tr("Beyond the head: the subscriber skips everything until seq %1 is passed.").arg(to));
    else
        m_effect->setText(tr("Moving forward skips up to %1 sequence numbers of unread events.").arg(operations::formatCount(to - m_current)));
}

} // namespace askr::views
