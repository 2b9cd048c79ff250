#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <random>

namespace askr::simulator {

// A seeded random source; every actor of the simulator has its own, so that
// what one thread does is the same from run to run with the same seed.
class Rng
{
public:
    explicit Rng(quint32 seed) : m_gen(seed) { }
    int between(int lo, int hi) // inclusive
    {
        return std::uniform_int_distribution<int>(lo, hi)(m_gen);
    }
    bool chance(double p) { return std::uniform_real_distribution<double>(0.0, 1.0)(m_gen) < p; }
    template<typename T> const T &pick(const QList<T> &list) { return list.at(between(0, int(list.size()) - 1)); }
    QByteArray chars(const QByteArray &alphabet, int length);
    QByteArray hex(int digits);
    QByteArray uuid();
    QByteArray token(int length); // like Laravel's Str::random()

private:
    std::mt19937 m_gen;
};

// What the simulator knows about one kind of job: its Laravel class, the
// queue it goes to and how it behaves when a worker runs it.
struct JobKind
{
    QByteArray displayName; // App\Jobs\SendWelcomeEmail
    QByteArray queue;
    int maxTries = 3;
    int priority = 0;
    int maxDelay = 0; // seconds; > 0: sometimes dispatched with a delay
    double failRate = 0.1; // chance one run throws
    double releaseRate = 0; // chance a middleware releases it (WithoutOverlapping, RateLimited)
    int minRunMs = 100;
    int maxRunMs = 1000;
    int weight = 1; // how often it is dispatched
};

const QList<JobKind> &jobKinds();
const JobKind &jobKind(const QByteArray &displayName);
const QList<QByteArray> &queueNames();

// A Laravel job payload (what Queue::push writes), with its uuid.
QByteArray jobPayload(Rng &rng, const JobKind &kind, QByteArray *uuid);
// The exception text Laravel stores for a failed job: "Class: message in
// file:line", then "Stack trace:" and numbered frames.
QByteArray exceptionText(Rng &rng, const JobKind &kind);
QByteArray maxAttemptsText(const JobKind &kind);

// A broadcast event as Laravel's database/Pusher broadcaster writes it.
struct Broadcast
{
    QByteArray channel;
    QByteArray payload;
};
Broadcast broadcast(Rng &rng);

// PHP serialize() of a few shapes, byte lengths and all.
namespace php {
QByteArray str(const QByteArray &s);
QByteArray integer(qint64 i);
QByteArray null();
QByteArray boolean(bool b);
QByteArray array(const QList<QByteArray> &keyValues); // k1, v1, k2, v2, ... already serialized
QByteArray object(const QByteArray &className, const QList<QByteArray> &propertyValues);
} // namespace php

// Cache keys as a Laravel app with prefix "laravel_cache_" writes them.
QByteArray cachePrefix();
QByteArray lockKey(Rng &rng);
QByteArray cacheValue(Rng &rng, const QByteArray &key);

} // namespace askr::simulator
