// A very small test harness: CHECK / CHECK_EQ / CHECK_NEAR report the
// failing line and carry on; main() returns the number of failures.
#pragma once
#include <cmath>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

namespace check {

inline int& failures() {
    static int n = 0;
    return n;
}

inline std::vector<std::pair<std::string, std::function<void()>>>& registry() {
    static std::vector<std::pair<std::string, std::function<void()>>> r;
    return r;
}

struct Register {
    Register(const char* name, std::function<void()> fn) { registry().emplace_back(name, fn); }
};

inline int run_all() {
    for (auto& [name, fn] : registry()) {
        int before = failures();
        fn();
        std::cout << (failures() == before ? "[ ok ] " : "[FAIL] ") << name << "\n";
    }
    std::cout << registry().size() << " tests, " << failures() << " failed checks\n";
    return failures() == 0 ? 0 : 1;
}

}  // namespace check

#define TEST(name)                                              \
    static void name();                                         \
    static check::Register reg_##name(#name, name);             \
    static void name()

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (!(cond)) {                                                               \
            ++check::failures();                                                     \
            std::cout << __FILE__ << ":" << __LINE__ << ": CHECK(" #cond ") failed\n"; \
        }                                                                            \
    } while (0)

#define CHECK_EQ(a, b)                                                                      \
    do {                                                                                    \
        auto va = (a);                                                                      \
        auto vb = (b);                                                                      \
        if (!(va == vb)) {                                                                  \
            ++check::failures();                                                            \
            std::cout << __FILE__ << ":" << __LINE__ << ": CHECK_EQ(" #a ", " #b ") failed: " \
                      << va << " != " << vb << "\n";                                        \
        }                                                                                   \
    } while (0)

#define CHECK_NEAR(a, b, eps)                                                                  \
    do {                                                                                       \
        double va = (a);                                                                       \
        double vb = (b);                                                                       \
        if (std::fabs(va - vb) > (eps)) {                                                      \
            ++check::failures();                                                               \
            std::cout << __FILE__ << ":" << __LINE__ << ": CHECK_NEAR(" #a ", " #b ") failed: " \
                      << va << " vs " << vb << "\n";                                           \
        }                                                                                      \
    } while (0)

#define TEST_MAIN \
    int main() { return check::run_all(); }
