/* Minimal expectations for the sextant tests: a failure prints where and what, and the run goes on. */
#ifndef EXPECT_H
#define EXPECT_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int expect_failed;
static int expect_total;

#define EXPECT_CLOSE(got, want, tol)                                                         \
    do {                                                                                     \
        double got_ = (got), want_ = (want);                                                 \
        expect_total++;                                                                      \
        if (!(fabs(got_ - want_) <= (tol))) {                                                \
            expect_failed++;                                                                 \
            printf("%s:%d: expected %s == %.6f (+/- %g), got %.6f\n", __FILE__, __LINE__, #got, \
                   want_, (double)(tol), got_);                                              \
        }                                                                                    \
    } while (0)

#define EXPECT_STR(got, want)                                                                 \
    do {                                                                                      \
        const char *got_ = (got), *want_ = (want);                                            \
        expect_total++;                                                                       \
        if (strcmp(got_, want_) != 0) {                                                       \
            expect_failed++;                                                                  \
            printf("%s:%d: expected %s == \"%s\", got \"%s\"\n", __FILE__, __LINE__, #got, want_, \
                   got_);                                                                     \
        }                                                                                     \
    } while (0)

#define EXPECT_TRUE(cond)                                                            \
    do {                                                                             \
        expect_total++;                                                              \
        if (!(cond)) {                                                               \
            expect_failed++;                                                         \
            printf("%s:%d: expected %s\n", __FILE__, __LINE__, #cond);               \
        }                                                                            \
    } while (0)

static int expect_summary(const char *suite)
{
    printf("%s: %d of %d expectations failed\n", suite, expect_failed, expect_total);
    return expect_failed ? 1 : 0;
}

#endif
