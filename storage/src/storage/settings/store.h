#pragma once

#include "storage/settings/setting.h"

#include <QString>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <memory>
#include <optional>

class QSettings;

namespace askr::storage::settings {

// The settings file, read through the descriptors of setting.h: the only
// place that touches QSettings, so that every key, default and range is
// declared once, in one of the area classes of this folder.
class Store
{
public:
    // Program: the running program's own file (askr-desk's or askr-deskctl's).
    // Desk: askr-desk's, which askr-deskctl reads as well.
    enum class File { Program, Desk };

    explicit Store(File file = File::Program);
    ~Store();
    Store(const Store &) = delete;
    Store &operator=(const Store &) = delete;

    template<typename T>
    T value(const Ranged<T> &s) const
    {
        return value(s, QString::fromLatin1(s.key));
    }
    // The same setting under a key built from a name (a queue, an address).
    template<typename T>
    T value(const Ranged<T> &s, const QString &key) const
    {
        const std::optional<T> v = convert<T>(raw(key));
        return v ? std::clamp(*v, s.min, s.max) : s.fallback;
    }
    template<typename T>
    T value(const Setting<T> &s) const
    {
        return value(s, QString::fromLatin1(s.key));
    }
    template<typename T>
    T value(const Setting<T> &s, const QString &key) const
    {
        return convert<T>(raw(key)).value_or(s.fallback);
    }
    // Whether the key holds a value of the setting's type.
    template<typename T>
    bool holds(const Setting<T> &s) const
    {
        return convert<T>(raw(QString::fromLatin1(s.key))).has_value();
    }

    template<typename T>
    void setValue(const Ranged<T> &s, T v)
    {
        setValue(s, QString::fromLatin1(s.key), v);
    }
    template<typename T>
    void setValue(const Ranged<T> &s, const QString &key, T v)
    {
        put(key, QVariant::fromValue(std::clamp(v, s.min, s.max)));
    }
    template<typename T>
    void setValue(const Setting<T> &s, const T &v)
    {
        put(QString::fromLatin1(s.key), QVariant::fromValue(v));
    }
    template<typename T>
    void setValue(const Setting<T> &, const QString &key, const T &v)
    {
        put(key, QVariant::fromValue(v));
    }

    void remove(const QString &key);
    // The keys directly under group ("Queues/StuckAfter").
    QStringList childKeys(const QString &group) const;
    QString fileName() const;
    void sync();

private:
    QVariant raw(const QString &key) const;
    void put(const QString &key, const QVariant &value);

    // What a stored value reads as, if it is of T: INI files hold numbers
    // and flags as text, so text that spells one counts.
    template<typename T>
    static std::optional<T> convert(const QVariant &v);

    std::unique_ptr<QSettings> m_settings;
};

template<>
std::optional<bool> Store::convert<bool>(const QVariant &v);
template<>
std::optional<int> Store::convert<int>(const QVariant &v);
template<>
std::optional<qint64> Store::convert<qint64>(const QVariant &v);
template<>
std::optional<double> Store::convert<double>(const QVariant &v);
template<>
std::optional<QString> Store::convert<QString>(const QVariant &v);
template<>
std::optional<QStringList> Store::convert<QStringList>(const QVariant &v);
template<>
std::optional<QByteArray> Store::convert<QByteArray>(const QVariant &v);
template<>
std::optional<QVariantMap> Store::convert<QVariantMap>(const QVariant &v);

} // namespace askr::storage::settings
