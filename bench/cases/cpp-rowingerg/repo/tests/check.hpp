#pragma once
#include <cmath>
#include <iostream>

inline int g_failures = 0;
inline int g_checks = 0;

#define CHECK(cond)                                                                \
    do {                                                                           \
        ++g_checks;                                                                \
        if (!(cond)) {                                                             \
            ++g_failures;                                                          \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK failed: " #cond "\n"; \
        }                                                                          \
    } while (0)

#define CHECK_EQ(a, b)                                                                          \
    do {                                                                                        \
        ++g_checks;                                                                             \
        auto va_ = (a);                                                                         \
        auto vb_ = (b);                                                                         \
        if (!(va_ == vb_)) {                                                                    \
            ++g_failures;                                                                       \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_EQ(" #a ", " #b ") failed: " << va_ \
                      << " != " << vb_ << "\n";                                                 \
        }                                                                                       \
    } while (0)

#define CHECK_NEAR(a, b, eps)                                                                   \
    do {                                                                                        \
        ++g_checks;                                                                             \
        double va_ = (a);                                                                       \
        double vb_ = (b);                                                                       \
        if (std::fabs(va_ - vb_) > (eps)) {                                                     \
            ++g_failures;                                                                       \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_NEAR(" #a ", " #b ") failed: " << va_ \
                      << " vs " << vb_ << "\n";                                                 \
        }                                                                                       \
    } while (0)

inline int check_report(const char* name) {
    std::cout << name << ": " << (g_checks - g_failures) << " passed, " << g_failures << " failed\n";
    return g_failures == 0 ? 0 : 1;
}
