#pragma once

#include <QCommandLineParser>
#include <QString>

#include <functional>

namespace askr::cli {

class Context;

// One verb of askr-deskctl: its name, usage, options and what it runs.
struct Verb
{
    QString name;
    const char *synopsis; // what follows the database, for usage
    const char *summary; // one line for the verb list
    bool writes = false; // changes data (unless --dry-run)
    bool hasDryRun = false;
    int maxOperands = 0; // positional arguments after the database; -1: any number
    std::function<void(QCommandLineParser &)> declare; // its own options
    std::function<void(Context &)> run;
    bool needsDatabase = true; // false: no DATABASE argument (activity); operands start at once
    bool adminServer = false; // an Askr server's admin plane: its token is ASKR_ADMIN_TOKEN
};

} // namespace askr::cli
