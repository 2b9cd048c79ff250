#pragma once

#include <QByteArray>
#include <QString>

namespace askr::storage::settings {

// Widgets' saved layout: window geometry, splitter and header states, as
// QWidget::saveGeometry() and saveState() give them. Opaque to the user, so
// the widget's own restore checks them; the keys stay with the widgets.
class LayoutSettings
{
public:
    // Empty when nothing was saved under key.
    static QByteArray state(const QString &key);
    static void setState(const QString &key, const QByteArray &state);
};

} // namespace askr::storage::settings
