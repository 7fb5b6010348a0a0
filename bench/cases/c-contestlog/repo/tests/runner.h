/* A small test runner: each TEST is a function; CHECK_* print "file:line: ..." and mark the test failed. */
#ifndef RUNNER_H
#define RUNNER_H

#include <stdio.h>
#include <string.h>

static int runner_test_failed;

#define CHECK(cond)                                                                        \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                \
            runner_test_failed = 1;                                                        \
        }                                                                                  \
    } while (0)

#define CHECK_INT(got, want)                                                               \
    do {                                                                                   \
        long g_ = (long)(got), w_ = (long)(want);                                          \
        if (g_ != w_) {                                                                    \
            printf("%s:%d: %s == %ld, expected %ld\n", __FILE__, __LINE__, #got, g_, w_);  \
            runner_test_failed = 1;                                                        \
        }                                                                                  \
    } while (0)

#define CHECK_STR(got, want)                                                               \
    do {                                                                                   \
        const char *g_ = (got), *w_ = (want);                                              \
        if (strcmp(g_, w_) != 0) {                                                         \
            printf("%s:%d: %s == \"%s\", expected \"%s\"\n", __FILE__, __LINE__, #got, g_, \
                   w_);                                                                    \
            runner_test_failed = 1;                                                        \
        }                                                                                  \
    } while (0)

typedef void (*test_fn)(void);

struct test_case {
    const char *name;
    test_fn fn;
};

#define TEST_ENTRY(fn) {#fn, fn}

static int run_tests(const char *suite, const struct test_case *tests, size_t count) {
    int failed = 0;
    for (size_t i = 0; i < count; i++) {
        runner_test_failed = 0;
        tests[i].fn();
        printf("%s %s.%s\n", runner_test_failed ? "FAIL" : "ok  ", suite, tests[i].name);
        failed += runner_test_failed;
    }
    printf("%s: %zu passed, %d failed\n", suite, count - (size_t)failed, failed);
    return failed ? 1 : 0;
}

#endif
