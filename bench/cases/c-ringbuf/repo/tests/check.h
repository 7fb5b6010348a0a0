/* A few assertion macros that report and count instead of aborting. */
#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>

static int check_failures;
static int check_count;

#define CHECK_EQ_DBL(expected, actual)                                                        \
    do {                                                                                      \
        double e_ = (expected), a_ = (actual);                                                \
        check_count++;                                                                        \
        if (fabs(e_ - a_) > 1e-9) {                                                           \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: %s: expected %s == %g, got %g\n", __FILE__, __LINE__,      \
                    __func__, #actual, e_, a_);                                               \
        }                                                                                     \
    } while (0)

#define CHECK_EQ_SIZE(expected, actual)                                                       \
    do {                                                                                      \
        size_t e_ = (expected), a_ = (actual);                                                \
        check_count++;                                                                        \
        if (e_ != a_) {                                                                       \
            check_failures++;                                                                 \
            fprintf(stderr, "%s:%d: %s: expected %s == %zu, got %zu\n", __FILE__, __LINE__,    \
                    __func__, #actual, e_, a_);                                               \
        }                                                                                     \
    } while (0)

#define CHECK_DONE()                                                                          \
    (printf("%d checks, %d failed\n", check_count, check_failures), check_failures ? 1 : 0)

#endif
