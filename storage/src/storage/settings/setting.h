#pragma once

#include <type_traits>

namespace askr::storage::settings {

// One stored value: its key and the value read when it is unset or not of
// its type (text, lists, blobs: anything but a number).
template<typename T>
struct Setting
{
    const char *key;
    T fallback;
};

// A stored number with the range it is clamped to when read or written: a
// settings file is user-editable input.
template<typename T>
struct Ranged
{
    static_assert(std::is_arithmetic_v<T>, "a range is a number's");
    const char *key;
    T fallback;
    T min;
    T max;
};

} // namespace askr::storage::settings
