#pragma once

// A very small test harness: CHECK and CHECK_NEAR report the failing line and
// carry on; main() returns non-zero if anything failed.
#include <cmath>
#include <iostream>
#include <string>

namespace check {
inline int failures = 0;
inline int checks = 0;
}  // namespace check

#define CHECK(cond)                                                                   \
    do {                                                                              \
        ++check::checks;                                                              \
        if (!(cond)) {                                                                \
            ++check::failures;                                                        \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK(" #cond ") failed\n"; \
        }                                                                             \
    } while (0)

#define CHECK_EQ(a, b)                                                                  \
    do {                                                                                \
        ++check::checks;                                                                \
        auto va_ = (a);                                                                 \
        auto vb_ = (b);                                                                 \
        if (!(va_ == vb_)) {                                                            \
            ++check::failures;                                                          \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_EQ(" #a ", " #b ") failed: " \
                      << va_ << " != " << vb_ << "\n";                                  \
        }                                                                               \
    } while (0)

#define CHECK_NEAR(a, b, tol)                                                             \
    do {                                                                                  \
        ++check::checks;                                                                  \
        double va_ = (a);                                                                 \
        double vb_ = (b);                                                                 \
        if (std::fabs(va_ - vb_) > (tol)) {                                               \
            ++check::failures;                                                            \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_NEAR(" #a ", " #b ") failed: " \
                      << va_ << " vs " << vb_ << "\n";                                    \
        }                                                                                 \
    } while (0)

#define CHECK_THROWS(expr, type)                                                        \
    do {                                                                                \
        ++check::checks;                                                                \
        bool thrown_ = false;                                                           \
        try {                                                                           \
            (void)(expr);                                                               \
        } catch (const type&) {                                                         \
            thrown_ = true;                                                             \
        }                                                                               \
        if (!thrown_) {                                                                 \
            ++check::failures;                                                          \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_THROWS(" #expr ") failed\n"; \
        }                                                                               \
    } while (0)

inline int check_report(const char* suite) {
    std::cout << suite << ": " << check::checks - check::failures << "/" << check::checks
              << " checks passed\n";
    return check::failures == 0 ? 0 : 1;
}
