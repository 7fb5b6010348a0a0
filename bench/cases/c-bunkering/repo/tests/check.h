#ifndef BUNKER_CHECK_H
#define BUNKER_CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

extern int check_passed;
extern int check_failed;

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (cond) {                                                            \
            check_passed++;                                                    \
        } else {                                                               \
            check_failed++;                                                    \
            fprintf(stderr, "%s:%d: %s: check failed: %s\n", __FILE__,         \
                    __LINE__, __func__, #cond);                                \
        }                                                                      \
    } while (0)

#define CHECK_NEAR(actual, expected, tol)                                      \
    do {                                                                       \
        double a_ = (actual);                                                  \
        double e_ = (expected);                                                \
        if (fabs(a_ - e_) <= (tol)) {                                          \
            check_passed++;                                                    \
        } else {                                                               \
            check_failed++;                                                    \
            fprintf(stderr, "%s:%d: %s: %s is %.6f, expected %.6f\n",          \
                    __FILE__, __LINE__, __func__, #actual, a_, e_);            \
        }                                                                      \
    } while (0)

#define CHECK_INT(actual, expected)                                            \
    do {                                                                       \
        long long a_ = (long long)(actual);                                    \
        long long e_ = (long long)(expected);                                  \
        if (a_ == e_) {                                                        \
            check_passed++;                                                    \
        } else {                                                               \
            check_failed++;                                                    \
            fprintf(stderr, "%s:%d: %s: %s is %lld, expected %lld\n",          \
                    __FILE__, __LINE__, __func__, #actual, a_, e_);            \
        }                                                                      \
    } while (0)

#define CHECK_STR(actual, expected)                                            \
    do {                                                                       \
        const char *a_ = (actual);                                             \
        const char *e_ = (expected);                                           \
        if (strcmp(a_, e_) == 0) {                                             \
            check_passed++;                                                    \
        } else {                                                               \
            check_failed++;                                                    \
            fprintf(stderr, "%s:%d: %s: %s is\n\"%s\"\nexpected\n\"%s\"\n",  \
                    __FILE__, __LINE__, __func__, #actual, a_, e_);            \
        }                                                                      \
    } while (0)

#endif
