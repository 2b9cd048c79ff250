// Serves the runtime stand-in on 127.0.0.1 for trying askr-deskctl server
// and the window by hand: runtime-standin [PORT] [TOKEN]. Prints its address.
// ASKR_STANDIN_KEEPALIVE=1 keeps connections open between requests.
// It is not the Askr runtime (runtimestandin.h).

#include "runtimestandin.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    askr::testsupport::RuntimeStandIn standIn;
    if (argc > 2)
        standIn.setToken(QByteArray(argv[2]));
    standIn.keepAlive = qEnvironmentVariableIntValue("ASKR_STANDIN_KEEPALIVE") == 1;
    if (!standIn.listen(argc > 1 ? quint16(QByteArray(argv[1]).toUInt()) : 0)) {
        std::fprintf(stderr, "runtime-standin: cannot listen\n");
        return 1;
    }
    std::printf("%s\n", qPrintable(standIn.address()));
    std::fflush(stdout);
    return app.exec();
}
