#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>

extern int checks_run, checks_failed;

#define CHECK(cond) do { \
    checks_run++; \
    if (!(cond)) { \
        checks_failed++; \
        printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); \
    } \
} while (0)

#define CHECK_EQ_SIZE(got, want) do { \
    size_t got_ = (got), want_ = (want); \
    checks_run++; \
    if (got_ != want_) { \
        checks_failed++; \
        printf("FAIL %s:%d: %s == %s (got %zu, want %zu)\n", __FILE__, __LINE__, #got, #want, got_, want_); \
    } \
} while (0)

#define CHECK_NEAR(got, want, tol) do { \
    double got_ = (got), want_ = (want); \
    checks_run++; \
    if (!(fabs(got_ - want_) <= (tol))) { \
        checks_failed++; \
        printf("FAIL %s:%d: %s ~ %s (got %.6g, want %.6g)\n", __FILE__, __LINE__, #got, #want, got_, want_); \
    } \
} while (0)

#define RUN(test) do { \
    int before_ = checks_failed; \
    test(); \
    printf("%s %s\n", checks_failed == before_ ? "ok  " : "FAIL", #test); \
} while (0)

#endif
