#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

/* A failed check prints where it is and what it saw, and marks the current
 * test as failed; the test carries on so one run shows every failure. */

extern int check_failed;

#define CHECK(cond)                                                                    \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            printf("    %s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);         \
            check_failed = 1;                                                          \
        }                                                                              \
    } while (0)

#define CHECK_INT(actual, expected)                                                    \
    do {                                                                               \
        long a_ = (long)(actual), e_ = (long)(expected);                               \
        if (a_ != e_) {                                                                \
            printf("    %s:%d: %s == %ld, expected %ld\n", __FILE__, __LINE__, #actual, \
                   a_, e_);                                                            \
            check_failed = 1;                                                          \
        }                                                                              \
    } while (0)

#define CHECK_STR(actual, expected)                                                    \
    do {                                                                               \
        const char *a_ = (actual), *e_ = (expected);                                   \
        if (a_ == NULL || strcmp(a_, e_) != 0) {                                       \
            printf("    %s:%d: %s\n      got      \"%s\"\n      expected \"%s\"\n",      \
                   __FILE__, __LINE__, #actual, a_ ? a_ : "(null)", e_);               \
            check_failed = 1;                                                          \
        }                                                                              \
    } while (0)

#define CHECK_NEAR(actual, expected, tol)                                              \
    do {                                                                               \
        double a_ = (actual), e_ = (expected);                                         \
        if (fabs(a_ - e_) > (tol)) {                                                   \
            printf("    %s:%d: %s == %.4f, expected %.4f\n", __FILE__, __LINE__,        \
                   #actual, a_, e_);                                                   \
            check_failed = 1;                                                          \
        }                                                                              \
    } while (0)

#endif
