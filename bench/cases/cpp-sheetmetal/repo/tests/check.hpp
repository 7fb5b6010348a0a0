// A few checks for the tests: each failed check prints its place and what it got, and main returns the count.
#pragma once

#include <cmath>
#include <iostream>
#include <string>

namespace check {
inline int failures = 0;
}

#define CHECK(cond)                                                                 \
    do {                                                                            \
        if (!(cond)) {                                                              \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK(" #cond ") failed\n"; \
            ++check::failures;                                                      \
        }                                                                           \
    } while (0)

#define CHECK_EQ(actual, expected)                                                  \
    do {                                                                            \
        auto a_ = (actual);                                                         \
        auto e_ = (expected);                                                       \
        if (!(a_ == e_)) {                                                          \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_EQ(" #actual ", " #expected \
                      << ") failed: got " << a_ << ", expected " << e_ << "\n";     \
            ++check::failures;                                                      \
        }                                                                           \
    } while (0)

#define CHECK_NEAR(actual, expected, tol)                                           \
    do {                                                                            \
        double a_ = (actual);                                                       \
        double e_ = (expected);                                                     \
        if (!(std::fabs(a_ - e_) <= (tol))) {                                       \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_NEAR(" #actual ", " #expected \
                      << ") failed: got " << a_ << ", expected " << e_ << "\n";     \
            ++check::failures;                                                      \
        }                                                                           \
    } while (0)

#define CHECK_THROWS(expr)                                                          \
    do {                                                                            \
        bool thrown_ = false;                                                       \
        try {                                                                       \
            (void)(expr);                                                           \
        } catch (...) {                                                             \
            thrown_ = true;                                                         \
        }                                                                           \
        if (!thrown_) {                                                             \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_THROWS(" #expr ") failed\n"; \
            ++check::failures;                                                      \
        }                                                                           \
    } while (0)

inline int check_report(const char* name) {
    if (check::failures == 0) {
        std::cout << name << ": all checks passed\n";
        return 0;
    }
    std::cout << name << ": " << check::failures << " check(s) failed\n";
    return 1;
}
