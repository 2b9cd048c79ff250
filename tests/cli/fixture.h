#pragma once

#include <QString>

namespace askr::test {

// The clock the fixture was written with, and the "now" the golden runs pass
// to askr-deskctl with --now, ten minutes later.
constexpr qint64 fixtureStart = 1'700'000'000;
constexpr qint64 fixtureNow = fixtureStart + 600;

// Writes the golden tests' database (rollback journal, so that nothing but
// the file itself exists) through the contract operations, at a fixed clock:
// three failed jobs, ready, delayed and reserved jobs, one of them not JSON;
// cache entries live and expired, a counter, a held and a stale lock, tags, a
// key that is not UTF-8; events on three channels, one not JSON, and three
// subscribers at different cursors.
void writeFixture(const QString &path);

} // namespace askr::test
