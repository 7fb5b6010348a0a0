#pragma once
// Minimal checks: print what failed with file and line, exit non-zero at the end.
#include <cmath>
#include <cstdio>

inline int g_failures = 0;

#define CHECK_NEAR(expected, actual, tolerance)                                                        \
    do {                                                                                               \
        const double e_ = (expected), a_ = (actual);                                                   \
        if (std::fabs(e_ - a_) > (tolerance)) {                                                        \
            std::fprintf(stderr, "%s:%d: CHECK_NEAR(%s) failed: expected %.6f, got %.6f\n", __FILE__, \
                         __LINE__, #actual, e_, a_);                                                   \
            ++g_failures;                                                                              \
        }                                                                                              \
    } while (0)

#define CHECK_DONE() (std::printf("%s\n", g_failures ? "FAILED" : "OK"), g_failures ? 1 : 0)
