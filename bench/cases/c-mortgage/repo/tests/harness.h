#ifndef HARNESS_H
#define HARNESS_H

#include <stdio.h>
#include <string.h>

static int checks_run, checks_failed;

#define CHECK(cond) do { \
    checks_run++; \
    if (!(cond)) { \
        checks_failed++; \
        printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    } \
} while (0)

#define CHECK_EQ(got, want) do { \
    long long g_ = (long long)(got), w_ = (long long)(want); \
    checks_run++; \
    if (g_ != w_) { \
        checks_failed++; \
        printf("%s:%d: %s == %lld, expected %lld\n", __FILE__, __LINE__, #got, g_, w_); \
    } \
} while (0)

#define CHECK_STR(got, want) do { \
    const char *g_ = (got), *w_ = (want); \
    checks_run++; \
    if (strcmp(g_, w_) != 0) { \
        checks_failed++; \
        printf("%s:%d: %s == \"%s\", expected \"%s\"\n", __FILE__, __LINE__, #got, g_, w_); \
    } \
} while (0)

#define CHECK_NEAR(got, want, tol) do { \
    double g_ = (got), w_ = (want); \
    checks_run++; \
    if (g_ - w_ > (tol) || w_ - g_ > (tol)) { \
        checks_failed++; \
        printf("%s:%d: %s == %.6f, expected %.6f\n", __FILE__, __LINE__, #got, g_, w_); \
    } \
} while (0)

#define DONE(name) do { \
    printf("%s: %d checks, %d failed\n", name, checks_run, checks_failed); \
    return checks_failed ? 1 : 0; \
} while (0)

#endif
