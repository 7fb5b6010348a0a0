#pragma once
// A few assertion macros for the shop's test programs: each failed check
// prints its file and line, and main returns the number of failures.
#include <cmath>
#include <iostream>
#include <string>

namespace check {
inline int failures = 0;
inline int checks = 0;
}  // namespace check

#define CHECK(cond)                                                                  \
    do {                                                                             \
        ++check::checks;                                                             \
        if (!(cond)) {                                                               \
            ++check::failures;                                                       \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK(" #cond ") failed\n"; \
        }                                                                            \
    } while (0)

#define CHECK_EQ(a, b)                                                                       \
    do {                                                                                     \
        ++check::checks;                                                                     \
        auto va_ = (a);                                                                      \
        auto vb_ = (b);                                                                      \
        if (!(va_ == vb_)) {                                                                 \
            ++check::failures;                                                               \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_EQ(" #a ", " #b ") failed: " \
                      << va_ << " != " << vb_ << "\n";                                       \
        }                                                                                    \
    } while (0)

#define CHECK_NEAR(a, b, tol)                                                                    \
    do {                                                                                         \
        ++check::checks;                                                                         \
        double va_ = (a);                                                                        \
        double vb_ = (b);                                                                        \
        if (!(std::fabs(va_ - vb_) <= (tol))) {                                                  \
            ++check::failures;                                                                   \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_NEAR(" #a ", " #b ") failed: " \
                      << va_ << " vs " << vb_ << " (tol " << (tol) << ")\n";                    \
        }                                                                                        \
    } while (0)

#define CHECK_THROWS(expr, type)                                                                  \
    do {                                                                                          \
        ++check::checks;                                                                          \
        bool thrown_ = false;                                                                     \
        try {                                                                                     \
            (void)(expr);                                                                         \
        } catch (const type&) {                                                                   \
            thrown_ = true;                                                                       \
        }                                                                                         \
        if (!thrown_) {                                                                           \
            ++check::failures;                                                                    \
            std::cerr << __FILE__ << ":" << __LINE__ << ": " #expr " did not throw " #type "\n"; \
        }                                                                                         \
    } while (0)

#define CHECK_DONE()                                                                    \
    do {                                                                                \
        std::cout << check::checks - check::failures << " passed, " << check::failures \
                  << " failed\n";                                                       \
        return check::failures == 0 ? 0 : 1;                                            \
    } while (0)
