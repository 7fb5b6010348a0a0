// A tiny test harness: CHECK / CHECK_EQ record failures with file and line, TEST registers a case,
// RUN_TESTS runs them all and returns the exit code.
#pragma once

#include <functional>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace check {

struct Case {
    const char* name;
    std::function<void()> body;
};

inline std::vector<Case>& cases() {
    static std::vector<Case> all;
    return all;
}

inline int& failures() {
    static int count = 0;
    return count;
}

struct Register {
    Register(const char* name, std::function<void()> body) { cases().push_back({name, std::move(body)}); }
};

inline void fail(const char* file, int line, const std::string& what) {
    ++failures();
    std::cerr << file << ":" << line << ": CHECK failed: " << what << "\n";
}

template <typename A, typename B>
void equal(const char* file, int line, const char* expr_a, const char* expr_b, const A& a, const B& b) {
    if (a == b) return;
    std::ostringstream out;
    out << expr_a << " == " << expr_b << "\n    got:      " << a << "\n    expected: " << b;
    fail(file, line, out.str());
}

inline int run() {
    int failed_cases = 0;
    for (const auto& c : cases()) {
        int before = failures();
        c.body();
        bool ok = failures() == before;
        if (!ok) ++failed_cases;
        std::cout << (ok ? "[ ok ] " : "[FAIL] ") << c.name << "\n";
    }
    std::cout << cases().size() - failed_cases << "/" << cases().size() << " cases passed\n";
    return failed_cases == 0 ? 0 : 1;
}

}  // namespace check

#define CHECK_CONCAT2(a, b) a##b
#define CHECK_CONCAT(a, b) CHECK_CONCAT2(a, b)
#define TEST(name)                                                                           \
    static void name();                                                                      \
    static check::Register CHECK_CONCAT(register_, name)(#name, name);                       \
    static void name()
#define CHECK(cond) \
    do { if (!(cond)) check::fail(__FILE__, __LINE__, #cond); } while (0)
#define CHECK_EQ(a, b) check::equal(__FILE__, __LINE__, #a, #b, (a), (b))
#define RUN_TESTS() int main() { return check::run(); }
