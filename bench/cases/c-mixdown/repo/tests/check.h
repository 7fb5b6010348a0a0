#ifndef MIXDOWN_CHECK_H
#define MIXDOWN_CHECK_H

#include <math.h>
#include <stdio.h>

static int check_failures = 0;
static int check_count = 0;

#define CHECK_INT(expected, actual)                                                              \
    do {                                                                                         \
        long long e_ = (long long)(expected), a_ = (long long)(actual);                          \
        check_count++;                                                                           \
        if (e_ != a_) {                                                                          \
            check_failures++;                                                                    \
            fprintf(stderr, "%s:%d: %s: expected %lld, got %lld (%s)\n", __FILE__, __LINE__,     \
                    __func__, e_, a_, #actual);                                                  \
        }                                                                                        \
    } while (0)

#define CHECK_NEAR(expected, actual, tol)                                                        \
    do {                                                                                         \
        double e_ = (expected), a_ = (actual);                                                   \
        check_count++;                                                                           \
        if (fabs(e_ - a_) > (tol)) {                                                             \
            check_failures++;                                                                    \
            fprintf(stderr, "%s:%d: %s: expected %g, got %g (%s)\n", __FILE__, __LINE__,         \
                    __func__, e_, a_, #actual);                                                  \
        }                                                                                        \
    } while (0)

#define CHECK_DONE()                                                                             \
    do {                                                                                         \
        printf("%d checks, %d failed\n", check_count, check_failures);                           \
        return check_failures == 0 ? 0 : 1;                                                      \
    } while (0)

#endif
