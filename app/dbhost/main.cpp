// askr-desk-db: the database process of the window (see storage/host/dbhost.h
// and docs/reliability.md). Started by the window with a listening Unix
// socket as descriptor --listen-fd and its standard input as the lifeline.

#include "storage/host/hostserver.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char **argv)
{
    int listenFd = -1;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--listen-fd") == 0 && i + 1 < argc)
            listenFd = std::atoi(argv[++i]);
    }
    if (listenFd < 0) {
        std::fprintf(stderr,
            "usage: askr-desk-db --listen-fd N\n"
            "The database process of Askr Desk; the window starts it.\n");
        return 2;
    }
    // A window that goes away mid-answer is a failed send, not a signal.
    std::signal(SIGPIPE, SIG_IGN);
    return askr::storage::host::runHost(listenFd, 0);
}
