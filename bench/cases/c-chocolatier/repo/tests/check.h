/* A very small test harness: CHECK records a failure and goes on; RUN runs one test function. */
#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int check_failures;
static int check_tests_run;
static int check_tests_failed;

#define CHECK(cond)                                                                 \
    do {                                                                            \
        if (!(cond)) {                                                              \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            check_failures++;                                                       \
        }                                                                           \
    } while (0)

#define CHECK_INT(got, want)                                                             \
    do {                                                                                 \
        long long g_ = (long long)(got), w_ = (long long)(want);                         \
        if (g_ != w_) {                                                                  \
            fprintf(stderr, "%s:%d: %s == %lld, want %lld\n", __FILE__, __LINE__, #got, g_, \
                    w_);                                                                 \
            check_failures++;                                                            \
        }                                                                                \
    } while (0)

#define CHECK_NEAR(got, want, tol)                                                    \
    do {                                                                              \
        double g_ = (got), w_ = (want);                                               \
        if (fabs(g_ - w_) > (tol)) {                                                  \
            fprintf(stderr, "%s:%d: %s == %.4f, want %.4f\n", __FILE__, __LINE__, #got, \
                    g_, w_);                                                          \
            check_failures++;                                                         \
        }                                                                             \
    } while (0)

#define CHECK_STR(got, want)                                                              \
    do {                                                                                  \
        const char *g_ = (got), *w_ = (want);                                             \
        if (strcmp(g_, w_) != 0) {                                                        \
            fprintf(stderr, "%s:%d: %s == \"%s\", want \"%s\"\n", __FILE__, __LINE__, #got, \
                    g_, w_);                                                              \
            check_failures++;                                                             \
        }                                                                                 \
    } while (0)

#define RUN(fn)                                                  \
    do {                                                         \
        int before_ = check_failures;                            \
        fn();                                                    \
        check_tests_run++;                                       \
        if (check_failures != before_) {                         \
            check_tests_failed++;                                \
            fprintf(stderr, "FAIL %s\n", #fn);                   \
        } else {                                                 \
            printf("ok   %s\n", #fn);                            \
        }                                                        \
    } while (0)

#define CHECK_DONE()                                                                   \
    (printf("%s: %d passed, %d failed\n", __FILE__, check_tests_run - check_tests_failed, \
            check_tests_failed),                                                       \
     check_tests_failed ? 1 : 0)

#endif
