#include "pubsubdialogs.h"

#include "format.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace askr::views {

namespace {

QDialogButtonBox *addButtons(QDialog *dialog, QBoxLayout *layout, const QString &acceptText)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(acceptText);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    return buttons;
}

QLabel *note(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

} // namespace

// ---- TrimAgeDialog ----------------------------------------------------------

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
    QSettings settings;
    m_value->setValue(settings.value(QStringLiteral("PubSub/trimAgeValue"), 7).toInt());
    m_unit->setCurrentIndex(settings.value(QStringLiteral("PubSub/trimAgeUnit"), int(Days)).toInt());
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
    QSettings settings;
    settings.setValue(QStringLiteral("PubSub/trimAgeValue"), m_value->value());
    settings.setValue(QStringLiteral("PubSub/trimAgeUnit"), m_unit->currentIndex());
    QDialog::accept();
}

// ---- TrimSizeDialog ---------------------------------------------------------

TrimSizeDialog::TrimSizeDialog(qint64 totalEvents, QWidget *parent)
    : QDialog(parent)
    , m_keep(new QSpinBox(this))
{
    setObjectName(QStringLiteral("trimSizeDialog"));
    setWindowTitle(tr("Trim to the Newest Events"));
    m_keep->setObjectName(QStringLiteral("trimSizeKeep"));
    m_keep->setRange(0, std::numeric_limits<int>::max());
    m_keep->setGroupSeparatorShown(true);
    m_keep->setValue(QSettings().value(QStringLiteral("PubSub/keepLast"), 100000).toInt());
    auto *layout = new QVBoxLayout(this);
    QString text = tr("Keep the newest events over all channels and delete the older ones. "
                      "The next step shows how many, and which subscribers would lose events they have not read.");
    if (totalEvents >= 0)
        text += QLatin1Char(' ') + tr("The log holds %1 events.").arg(models::formatCount(totalEvents));
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
    QSettings().setValue(QStringLiteral("PubSub/keepLast"), m_keep->value());
    QDialog::accept();
}

// ---- SetCursorDialog --------------------------------------------------------

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
        m_effect->setText(tr("Moving back replays the events after seq %1 (up to %2 sequence numbers).").arg(to).arg(models::formatCount(m_current - to)));
    else if (to > m_head)
        m_effect->setText(tr("Beyond the head: the subscriber skips everything until seq %1 is passed.").arg(to));
    else
        m_effect->setText(tr("Moving forward skips up to %1 sequence numbers of unread events.").arg(models::formatCount(to - m_current)));
}

// ---- PublishDialog ----------------------------------------------------------

PublishDialog::PublishDialog(const QList<contracts::Value> &channels, const contracts::Value &preset, QWidget *parent)
    : QDialog(parent)
    , m_channel(new QComboBox(this))
    , m_payload(new QPlainTextEdit(this))
    , m_check(new QLabel(this))
    , m_channels(channels)
{
    setObjectName(QStringLiteral("publishDialog"));
    setWindowTitle(tr("Publish Test Event"));
    m_channel->setObjectName(QStringLiteral("publishChannel"));
    m_payload->setObjectName(QStringLiteral("publishPayload"));
    m_channel->setEditable(true);
    m_channel->setInsertPolicy(QComboBox::NoInsert);
    for (const auto &c : channels)
        m_channel->addItem(c.toDisplayString());
    QSettings settings;
    if (!preset.isNull())
        m_channel->setCurrentText(preset.toDisplayString());
    else
        m_channel->setCurrentText(settings.value(QStringLiteral("PubSub/publishChannel"), QStringLiteral("askr-desk-test")).toString());
    m_payload->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_payload->setTabChangesFocus(true);
    const QString sentAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    m_payload->setPlainText(QStringLiteral("{\n  \"event\": \"AskrDesk\\\\TestEvent\",\n  \"data\": {\n    \"message\": \"%1\",\n"
                                           "    \"sent_at\": \"%2\"\n  },\n  \"socket\": null\n}")
                                .arg(tr("Test event from Askr Desk"), sentAt));
    m_check->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note(tr("Appends one event to the log. Every subscriber and listener of the channel receives it."), this));
    auto *form = new QFormLayout;
    form->addRow(tr("Channel:"), m_channel);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Payload:"), this));
    layout->addWidget(m_payload, 1);
    layout->addWidget(m_check);
    auto *buttons = addButtons(this, layout, tr("Publish"));
    buttons->button(QDialogButtonBox::Ok)->setIcon(QIcon::fromTheme(QStringLiteral("mail-send")));
    connect(m_payload, &QPlainTextEdit::textChanged, this, &PublishDialog::validate);
    connect(m_channel, &QComboBox::editTextChanged, this, &PublishDialog::validate);
    connect(this, &QDialog::accepted, this, [this] { QSettings().setValue(QStringLiteral("PubSub/publishChannel"), m_channel->currentText()); });
    connect(m_channel, &QComboBox::editTextChanged, buttons,
            [this, buttons] { buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_channel->currentText().isEmpty()); });
    validate();
    resize(520, 420);
}

QByteArray PublishDialog::channel() const
{
    // A listed channel keeps its exact bytes (its name may not be UTF-8).
    const int i = m_channel->findText(m_channel->currentText(), Qt::MatchExactly);
    if (i >= 0 && i < m_channels.size())
        return m_channels.at(i).toBytes();
    return m_channel->currentText().toUtf8();
}

QByteArray PublishDialog::payload() const
{
    return m_payload->toPlainText().toUtf8();
}

void PublishDialog::setChannel(const QByteArray &channel)
{
    m_channel->setCurrentText(QString::fromUtf8(channel));
}

void PublishDialog::setPayload(const QByteArray &payload)
{
    m_payload->setPlainText(QString::fromUtf8(payload));
}

void PublishDialog::validate()
{
    QJsonParseError error;
    QJsonDocument::fromJson(payload(), &error);
    if (error.error == QJsonParseError::NoError)
        m_check->setText(tr("Valid JSON, %1.").arg(models::formatBytes(payload().size())));
    else
        m_check->setText(tr("Not JSON (%1 at %2): it will be published as these bytes anyway.").arg(error.errorString()).arg(error.offset));
}

} // namespace askr::views
