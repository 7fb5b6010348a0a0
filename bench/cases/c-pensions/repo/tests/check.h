#ifndef PENSIONS_CHECK_H
#define PENSIONS_CHECK_H

#include <stdio.h>

static int checks_passed;
static int checks_failed;

#define CHECK(expr)                                                            \
    do {                                                                       \
        if (expr) {                                                            \
            checks_passed++;                                                   \
        } else {                                                               \
            checks_failed++;                                                   \
            printf("%s:%d: %s: check failed: %s\n", __FILE__, __LINE__,        \
                   __func__, #expr);                                           \
        }                                                                      \
    } while (0)

#define CHECK_EQ(actual, expected)                                             \
    do {                                                                       \
        long long a_ = (long long)(actual), e_ = (long long)(expected);        \
        if (a_ == e_) {                                                        \
            checks_passed++;                                                   \
        } else {                                                               \
            checks_failed++;                                                   \
            printf("%s:%d: %s: %s == %s failed: got %lld, expected %lld\n",    \
                   __FILE__, __LINE__, __func__, #actual, #expected, a_, e_);  \
        }                                                                      \
    } while (0)

#define CHECK_STR(actual, expected)                                            \
    do {                                                                       \
        if (strcmp((actual), (expected)) == 0) {                               \
            checks_passed++;                                                   \
        } else {                                                               \
            checks_failed++;                                                   \
            printf("%s:%d: %s: got \"%s\", expected \"%s\"\n", __FILE__,       \
                   __LINE__, __func__, (actual), (expected));                  \
        }                                                                      \
    } while (0)

#define CHECK_REPORT(name)                                                     \
    (printf("%s: %d passed, %d failed\n", (name), checks_passed,               \
            checks_failed),                                                    \
     checks_failed != 0)

#endif
