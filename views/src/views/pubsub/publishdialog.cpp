#include "views/pubsub/publishdialog.h"

#include "operations/format/format.h"
#include "views/pubsub/pubsubdialoghelpers.h"
#include "storage/settings/pubsubsettings.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace askr::views {

using namespace askr::views::pubsubdialog;

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
    if (!preset.isNull())
        m_channel->setCurrentText(preset.toDisplayString());
    else
        m_channel->setCurrentText(storage::settings::PubSubSettings::publishChannel());
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
    connect(this, &QDialog::accepted, this, [this] { storage::settings::PubSubSettings::setPublishChannel(m_channel->currentText()); });
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
        m_check->setText(tr("Valid JSON, %1.").arg(operations::formatBytes(payload().size())));
    else
        m_check->setText(tr("Not JSON (%1 at %2): it will be published as these bytes anyway.").arg(error.errorString()).arg(error.offset));
}

} // namespace askr::views
