#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

/* A tiny test harness: every failed check prints its file and line and counts;
 * RUN_TESTS' caller returns non-zero when any check failed. */

static int checks_run, checks_failed;

#define CHECK(cond)                                                          \
    do {                                                                     \
        checks_run++;                                                        \
        if (!(cond)) {                                                       \
            checks_failed++;                                                 \
            printf("%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                    \
    } while (0)

#define CHECK_STR(actual, expected)                                                              \
    do {                                                                                         \
        const char *a_ = (actual), *e_ = (expected);                                            \
        checks_run++;                                                                            \
        if (!a_ || strcmp(a_, e_) != 0) {                                                        \
            checks_failed++;                                                                     \
            printf("%s:%d: CHECK_STR failed: %s == \"%s\", got %s%s%s\n", __FILE__, __LINE__,  \
                   #actual, e_, a_ ? "\"" : "", a_ ? a_ : "NULL", a_ ? "\"" : "");              \
        }                                                                                        \
    } while (0)

#define CHECK_INT(actual, expected)                                                            \
    do {                                                                                       \
        long a_ = (long)(actual), e_ = (long)(expected);                                      \
        checks_run++;                                                                          \
        if (a_ != e_) {                                                                        \
            checks_failed++;                                                                   \
            printf("%s:%d: CHECK_INT failed: %s == %ld, got %ld\n", __FILE__, __LINE__, #actual, \
                   e_, a_);                                                                    \
        }                                                                                      \
    } while (0)

#define RUN(test)                 \
    do {                          \
        int before_ = checks_failed; \
        test();                   \
        printf("%s %s\n", checks_failed == before_ ? "ok  " : "FAIL", #test); \
    } while (0)

#define SUMMARY(name)                                                              \
    (printf("%s: %d checks, %d failed\n", name, checks_run, checks_failed), checks_failed != 0)

#endif
