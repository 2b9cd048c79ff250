#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace askr::app {

struct Options {
    QStringList databases;
    bool readOnly = false;
    // The arguments are Askr servers' admin addresses (--server).
    bool servers = false;
    bool demo = false;
    // Shows every page of every database once, then quits: 0 when all
    // opened and showed, 1 otherwise (the quick start's check).
    bool smoke = false;
};

// Parses the GUI's command line; exits with usage on --help or a bad option.
Options parseCommandLine(const QCoreApplication &app);
// Answers --help or --version without a GUI (no display needed); returns
// the exit status.
int answerTextOnly(const QCoreApplication &app);

} // namespace askr::app
