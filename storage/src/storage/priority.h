#pragma once

namespace askr::storage {

// The order in which the worker takes queued requests: first the schema
// (it decides what every page may ask), then what the user is waiting on (an
// action's preview and its write), then what is on screen, then the rest. In
// each, first come, first served; a stream of refreshes under constant
// change must never keep an action waiting.
enum class Priority { Schema, Action, Shown, Background };

} // namespace askr::storage
