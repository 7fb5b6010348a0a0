/* A tiny test harness: each CHECK prints file:line, got and want when it fails, and counts. */
#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>

static int check_failed = 0;
static int check_run = 0;

#define CHECK_INT(got, want)                                                                      \
    do {                                                                                          \
        long long g_ = (long long)(got), w_ = (long long)(want);                                  \
        check_run++;                                                                              \
        if (g_ != w_) {                                                                           \
            check_failed++;                                                                       \
            printf("%s:%d: CHECK_INT(%s) failed: got %lld, want %lld\n", __FILE__, __LINE__, #got, \
                   g_, w_);                                                                       \
        }                                                                                         \
    } while (0)

#define CHECK_NEAR(got, want, tol)                                                                 \
    do {                                                                                           \
        double g_ = (got), w_ = (want);                                                            \
        check_run++;                                                                               \
        if (!(fabs(g_ - w_) <= (tol))) {                                                           \
            check_failed++;                                                                        \
            printf("%s:%d: CHECK_NEAR(%s) failed: got %.6g, want %.6g (tol %g)\n", __FILE__,        \
                   __LINE__, #got, g_, w_, (double)(tol));                                         \
        }                                                                                          \
    } while (0)

#define CHECK_DONE()                                                                      \
    (printf("%s: %d checks, %d failed\n", __FILE__, check_run, check_failed), check_failed ? 1 : 0)

#endif
