// Precompiled once per build and included first in every Qt-using source
// (cmake/AskrPrecompiledHeaders.cmake says why and how). Only headers that
// every layer may use and that no per-target definition changes: Qt Core's
// and the standard library's. Not Qt Gui's or Widgets': the layers below
// views must not see them (with QApplication seen, qApp becomes a cast that
// UBSan checks against QApplication's type information, which askr-desk-db
// does not link), and not QtTest's, which reads QT_TESTCASE_BUILDDIR and
// the QT_*_LIB macros.
#pragma once

#include <QtCore/QAbstractItemModel>
#include <QtCore/QByteArray>
#include <QtCore/QCoreApplication>
#include <QtCore/QDateTime>
#include <QtCore/QDir>
#include <QtCore/QFile>
#include <QtCore/QHash>
#include <QtCore/QJsonArray>
#include <QtCore/QJsonDocument>
#include <QtCore/QJsonObject>
#include <QtCore/QList>
#include <QtCore/QLoggingCategory>
#include <QtCore/QMap>
#include <QtCore/QMutex>
#include <QtCore/QObject>
#include <QtCore/QPointer>
#include <QtCore/QSharedPointer>
#include <QtCore/QString>
#include <QtCore/QThread>
#include <QtCore/QTimer>
#include <QtCore/QVariant>

#include <functional>
#include <memory>
#include <optional>
#include <vector>
