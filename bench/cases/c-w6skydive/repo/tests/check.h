/* A few assertion macros for the test programs: each failed check prints its
 * place and values, and check_done() prints the tally and gives the exit
 * status. */
#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int check_count;
static int check_failed;

#define CHECK(cond)                                                            \
    do {                                                                       \
        check_count++;                                                         \
        if (!(cond)) {                                                         \
            check_failed++;                                                    \
            printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);    \
        }                                                                      \
    } while (0)

#define CHECK_INT(got, want)                                                   \
    do {                                                                       \
        long long g_ = (got), w_ = (want);                                     \
        check_count++;                                                         \
        if (g_ != w_) {                                                        \
            check_failed++;                                                    \
            printf("%s:%d: %s is %lld, want %lld\n", __FILE__, __LINE__, #got, \
                   g_, w_);                                                    \
        }                                                                      \
    } while (0)

#define CHECK_NEAR(got, want, tol)                                             \
    do {                                                                       \
        double g_ = (got), w_ = (want);                                        \
        check_count++;                                                         \
        if (fabs(g_ - w_) > (tol)) {                                           \
            check_failed++;                                                    \
            printf("%s:%d: %s is %.4f, want %.4f (+/- %g)\n", __FILE__,        \
                   __LINE__, #got, g_, w_, (double)(tol));                     \
        }                                                                      \
    } while (0)

#define CHECK_STR(got, want)                                                   \
    do {                                                                       \
        const char *g_ = (got), *w_ = (want);                                  \
        check_count++;                                                         \
        if (strcmp(g_, w_) != 0) {                                             \
            check_failed++;                                                    \
            printf("%s:%d: %s is\n\"%s\"\nwant\n\"%s\"\n", __FILE__, __LINE__, \
                   #got, g_, w_);                                              \
        }                                                                      \
    } while (0)

static int check_done(void)
{
    printf("%d passed, %d failed\n", check_count - check_failed, check_failed);
    return check_failed ? 1 : 0;
}

#endif
