/* A tiny test harness: each failed check prints file:line and goes on. */
#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>

static int check_failures;

#define CHECK(expr)                                                          \
    do {                                                                     \
        if (!(expr)) {                                                       \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, \
                    #expr);                                                  \
            check_failures++;                                                \
        }                                                                    \
    } while (0)

#define CHECK_NEAR(got, want, tol)                                               \
    do {                                                                         \
        double g_ = (got), w_ = (want);                                          \
        if (fabs(g_ - w_) > (tol)) {                                             \
            fprintf(stderr, "%s:%d: %s = %.3f, want %.3f (within %g)\n", __FILE__, \
                    __LINE__, #got, g_, w_, (double)(tol));                      \
            check_failures++;                                                    \
        }                                                                        \
    } while (0)

#define RUN(test)                                         \
    do {                                                  \
        int before_ = check_failures;                     \
        test();                                           \
        printf("%s %s\n", check_failures == before_ ? "ok  " : "FAIL", #test); \
    } while (0)

#define CHECK_DONE() (check_failures ? (printf("%d check(s) failed\n", check_failures), 1) : 0)

#endif
