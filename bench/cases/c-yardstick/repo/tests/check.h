/* A minimal test harness: each CHECK counts, failures are printed with the
 * test file's line, and main returns non-zero if any failed. */
#ifndef YARDSTICK_CHECK_H
#define YARDSTICK_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures = 0;
static int check_count = 0;

#define CHECK(cond) do { \
    check_count++; \
    if (!(cond)) { \
        check_failures++; \
        fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    } \
} while (0)

#define CHECK_INT(got, want) do { \
    long long g_ = (long long)(got), w_ = (long long)(want); \
    check_count++; \
    if (g_ != w_) { \
        check_failures++; \
        fprintf(stderr, "%s:%d: %s == %lld, expected %lld\n", __FILE__, __LINE__, #got, g_, w_); \
    } \
} while (0)

#define CHECK_STR(got, want) do { \
    const char *g_ = (got), *w_ = (want); \
    check_count++; \
    if (strcmp(g_, w_) != 0) { \
        check_failures++; \
        fprintf(stderr, "%s:%d: %s == \"%s\", expected \"%s\"\n", __FILE__, __LINE__, #got, g_, w_); \
    } \
} while (0)

#define CHECK_DONE() do { \
    printf("%d checks, %d failed\n", check_count, check_failures); \
    return check_failures ? 1 : 0; \
} while (0)

#endif
