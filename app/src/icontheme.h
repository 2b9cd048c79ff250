#pragma once

class QPalette;

namespace askr::app {

// The actions' and sidebar's icons come from the theme by name. Outside a
// Plasma session (or under Xvfb) no theme may be set: Breeze is chosen then,
// and Breeze Dark while the palette is dark.
namespace IconTheme {
// Adds the icon folders of the data locations, once no desktop theme is set.
void chooseDefault();
void followPalette(const QPalette &palette);
}

} // namespace askr::app
