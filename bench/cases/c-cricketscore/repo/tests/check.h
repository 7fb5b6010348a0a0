#ifndef SCORER_CHECK_H
#define SCORER_CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Failed checks in the test now running; the runner resets it before each test. */
extern int check_failed;

#define CHECK(cond)                                                              \
    do {                                                                         \
        if (!(cond)) {                                                           \
            printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);      \
            check_failed++;                                                      \
        }                                                                        \
    } while (0)

#define CHECK_INT(actual, expected)                                              \
    do {                                                                         \
        long check_a_ = (long)(actual), check_e_ = (long)(expected);             \
        if (check_a_ != check_e_) {                                              \
            printf("%s:%d: %s is %ld, expected %ld\n", __FILE__, __LINE__,       \
                   #actual, check_a_, check_e_);                                 \
            check_failed++;                                                      \
        }                                                                        \
    } while (0)

#define CHECK_NEAR(actual, expected, tol)                                        \
    do {                                                                         \
        double check_a_ = (actual), check_e_ = (expected);                       \
        if (fabs(check_a_ - check_e_) > (tol)) {                                 \
            printf("%s:%d: %s is %.6f, expected %.6f\n", __FILE__, __LINE__,     \
                   #actual, check_a_, check_e_);                                 \
            check_failed++;                                                      \
        }                                                                        \
    } while (0)

#define CHECK_STR(actual, expected)                                              \
    do {                                                                         \
        const char *check_a_ = (actual), *check_e_ = (expected);                 \
        if (strcmp(check_a_, check_e_) != 0) {                                   \
            printf("%s:%d: %s is\n\"%s\"\nexpected\n\"%s\"\n", __FILE__,         \
                   __LINE__, #actual, check_a_, check_e_);                       \
            check_failed++;                                                      \
        }                                                                        \
    } while (0)

#endif
