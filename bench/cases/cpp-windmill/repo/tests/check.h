// A very small test harness: each test file defines TESTs and calls
// run_all() from main; a failed check prints file:line and the values.
#pragma once

#include <cmath>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

namespace check {

struct Case {
    const char* name;
    std::function<void()> fn;
};

inline std::vector<Case>& cases() {
    static std::vector<Case> all;
    return all;
}

inline int& failures() {
    static int n = 0;
    return n;
}

struct Register {
    Register(const char* name, std::function<void()> fn) { cases().push_back({name, fn}); }
};

inline int run_all() {
    int failed_cases = 0;
    for (const auto& c : cases()) {
        int before = failures();
        c.fn();
        bool ok = failures() == before;
        std::cout << (ok ? "[ ok ] " : "[FAIL] ") << c.name << "\n";
        if (!ok) ++failed_cases;
    }
    std::cout << cases().size() - failed_cases << " passed, " << failed_cases << " failed\n";
    return failed_cases == 0 ? 0 : 1;
}

}  // namespace check

#define TEST(name)                                                   \
    static void name();                                              \
    static check::Register reg_##name(#name, name);                  \
    static void name()

#define CHECK(cond)                                                              \
    do {                                                                         \
        if (!(cond)) {                                                           \
            ++check::failures();                                                 \
            std::cout << __FILE__ << ":" << __LINE__ << ": CHECK(" #cond ") failed\n"; \
        }                                                                        \
    } while (0)

#define CHECK_EQ(a, b)                                                           \
    do {                                                                         \
        auto va_ = (a);                                                          \
        auto vb_ = (b);                                                          \
        if (!(va_ == vb_)) {                                                     \
            ++check::failures();                                                 \
            std::cout << __FILE__ << ":" << __LINE__ << ": CHECK_EQ(" #a ", " #b \
                      << ") failed: " << va_ << " != " << vb_ << "\n";           \
        }                                                                        \
    } while (0)

#define CHECK_NEAR(a, b, tol)                                                    \
    do {                                                                         \
        double va_ = (a);                                                        \
        double vb_ = (b);                                                        \
        if (std::fabs(va_ - vb_) > (tol)) {                                      \
            ++check::failures();                                                 \
            std::cout << __FILE__ << ":" << __LINE__ << ": CHECK_NEAR(" #a ", " #b \
                      << ") failed: " << va_ << " vs " << vb_ << "\n";           \
        }                                                                        \
    } while (0)

#define CHECK_THROWS(expr)                                                       \
    do {                                                                         \
        bool threw_ = false;                                                     \
        try {                                                                    \
            (void)(expr);                                                        \
        } catch (...) {                                                          \
            threw_ = true;                                                       \
        }                                                                        \
        if (!threw_) {                                                           \
            ++check::failures();                                                 \
            std::cout << __FILE__ << ":" << __LINE__ << ": CHECK_THROWS(" #expr ") did not throw\n"; \
        }                                                                        \
    } while (0)
