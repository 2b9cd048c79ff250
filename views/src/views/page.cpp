#include "views/page.h"

// Page is header-only; this file gives AUTOMOC a place to compile its moc.
