#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

extern int check_failures;
extern int check_count;

#define CHECK(cond)                                                            \
    do {                                                                       \
        check_count++;                                                         \
        if (!(cond)) {                                                         \
            check_failures++;                                                  \
            fprintf(stderr, "%s:%d: %s: check failed: %s\n", __FILE__,         \
                    __LINE__, __func__, #cond);                                \
        }                                                                      \
    } while (0)

#define CHECK_NEAR(got, want, tol)                                             \
    do {                                                                       \
        double got_ = (got), want_ = (want);                                   \
        check_count++;                                                         \
        if (fabs(got_ - want_) > (tol)) {                                      \
            check_failures++;                                                  \
            fprintf(stderr, "%s:%d: %s: %s = %.6g, expected %.6g\n",           \
                    __FILE__, __LINE__, __func__, #got, got_, want_);          \
        }                                                                      \
    } while (0)

#define CHECK_STR(got, want)                                                   \
    do {                                                                       \
        const char *got_ = (got), *want_ = (want);                             \
        check_count++;                                                         \
        if (got_ == NULL || strcmp(got_, want_) != 0) {                        \
            check_failures++;                                                  \
            fprintf(stderr, "%s:%d: %s: %s = \"%s\", expected \"%s\"\n",       \
                    __FILE__, __LINE__, __func__, #got,                        \
                    got_ ? got_ : "(null)", want_);                            \
        }                                                                      \
    } while (0)

#endif
