#pragma once

#include <QApplication>
#include <QTimer>

namespace askr::testsupport {

// Runs fn on the next modal dialog of type T, once it is shown: the code
// under test opens it with exec(), which returns only when fn has answered.
template<typename T, typename Fn>
void onDialog(Fn fn)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, fn] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            fn(dialog);
        }
    });
    timer->start();
}

} // namespace askr::testsupport
