#pragma once

#include <iostream>
#include <sstream>

// A tiny check macro: reports the failing expression and both values, and counts failures.
inline int g_failures = 0;

#define CHECK_EQ(actual, expected)                                                                  \
    do {                                                                                            \
        const auto& check_a_ = (actual);                                                            \
        const auto& check_e_ = (expected);                                                          \
        if (!(check_a_ == check_e_)) {                                                              \
            std::ostringstream check_msg_;                                                          \
            check_msg_ << __FILE__ << ":" << __LINE__ << ": CHECK_EQ(" #actual ", " #expected       \
                       << ") failed: got " << check_a_ << ", expected " << check_e_;                \
            std::cerr << check_msg_.str() << std::endl;                                             \
            ++g_failures;                                                                           \
        }                                                                                           \
    } while (0)

#define CHECK_THROWS(expr)                                                                          \
    do {                                                                                            \
        bool check_threw_ = false;                                                                  \
        try {                                                                                       \
            (void)(expr);                                                                           \
        } catch (...) {                                                                             \
            check_threw_ = true;                                                                    \
        }                                                                                           \
        if (!check_threw_) {                                                                        \
            std::cerr << __FILE__ << ":" << __LINE__ << ": CHECK_THROWS(" #expr ") did not throw"   \
                      << std::endl;                                                                 \
            ++g_failures;                                                                           \
        }                                                                                           \
    } while (0)

inline int check_summary(const char* suite) {
    if (g_failures == 0) {
        std::cout << suite << ": all checks passed" << std::endl;
        return 0;
    }
    std::cout << suite << ": " << g_failures << " check(s) failed" << std::endl;
    return 1;
}
