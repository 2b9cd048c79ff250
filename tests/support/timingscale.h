#pragma once

// Time bounds in tests are set for the optimised build. The sanitized build
// (scripts/test-sanitized: Debug, ASan and UBSan) runs the same code three to
// five times slower, so a bound there is multiplied by TimingScale; the
// figures printed beside the bounds stay the raw ones.

#if defined(__SANITIZE_ADDRESS__)
#define ASKR_TESTS_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ASKR_TESTS_SANITIZED 1
#endif
#endif

namespace askr::testsupport {
#ifdef ASKR_TESTS_SANITIZED
inline constexpr int TimingScale = 4;
#else
inline constexpr int TimingScale = 1;
#endif
}
