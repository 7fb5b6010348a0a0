#ifndef STILL_CHECK_H
#define STILL_CHECK_H

#include <math.h>
#include <stdio.h>

static int checks_run, checks_failed;

#define CHECK(cond) do { \
    checks_run++; \
    if (!(cond)) { \
        checks_failed++; \
        printf("%s:%d: %s: check failed: %s\n", __FILE__, __LINE__, __func__, #cond); \
    } \
} while (0)

#define CHECK_INT(actual, expected) do { \
    long long a_ = (long long)(actual), e_ = (long long)(expected); \
    checks_run++; \
    if (a_ != e_) { \
        checks_failed++; \
        printf("%s:%d: %s: %s == %lld, expected %lld\n", __FILE__, __LINE__, __func__, #actual, a_, e_); \
    } \
} while (0)

#define CHECK_NEAR(actual, expected, tol) do { \
    double a_ = (actual), e_ = (expected); \
    checks_run++; \
    if (fabs(a_ - e_) > (tol)) { \
        checks_failed++; \
        printf("%s:%d: %s: %s == %.6f, expected %.6f\n", __FILE__, __LINE__, __func__, #actual, a_, e_); \
    } \
} while (0)

#define RUN(test) do { printf("-- %s\n", #test); test(); } while (0)

#endif
