#include "icontheme.h"

#include <QIcon>
#include <QPalette>
#include <QStandardPaths>

namespace askr::app::IconTheme {

namespace {
// Whether no desktop icon theme was set and Breeze was our choice (for the
// process: later windows see the theme the first one set).
bool &own()
{
    static bool own = false;
    return own;
}
}

void chooseDefault()
{
    if (!QIcon::themeName().isEmpty() && QIcon::themeName() != QLatin1String("hicolor"))
        return;
    QStringList paths = QIcon::themeSearchPaths();
    for (const QString &dir : QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, QStringLiteral("icons"), QStandardPaths::LocateDirectory))
        if (!paths.contains(dir))
            paths << dir;
    QIcon::setThemeSearchPaths(paths);
    own() = true;
}

void followPalette(const QPalette &palette)
{
    // Breeze's monochrome icons are drawn for one background: a dark palette
    // needs Breeze Dark, or the toolbar and sidebar icons vanish.
    const bool dark = palette.color(QPalette::Window).lightness() < 128;
    const QString theme = dark ? QStringLiteral("breeze-dark") : QStringLiteral("breeze");
    if (own() && QIcon::themeName() != theme)
        QIcon::setThemeName(theme);
    QIcon::setFallbackThemeName(theme);
}

} // namespace askr::app::IconTheme
