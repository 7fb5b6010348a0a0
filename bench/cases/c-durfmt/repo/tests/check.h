#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures = 0;
static int check_count = 0;

#define CHECK(cond)                                                              \
    do {                                                                         \
        check_count++;                                                           \
        if (!(cond)) {                                                           \
            check_failures++;                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                        \
    } while (0)

#define CHECK_INT(got, want)                                                                   \
    do {                                                                                       \
        long long got_ = (long long)(got), want_ = (long long)(want);                         \
        check_count++;                                                                         \
        if (got_ != want_) {                                                                   \
            check_failures++;                                                                  \
            fprintf(stderr, "%s:%d: %s == %lld, expected %lld\n", __FILE__, __LINE__, #got, got_, \
                    want_);                                                                    \
        }                                                                                      \
    } while (0)

#define CHECK_STR(got, want)                                                                   \
    do {                                                                                       \
        const char *got_ = (got), *want_ = (want);                                             \
        check_count++;                                                                         \
        if (strcmp(got_, want_) != 0) {                                                        \
            check_failures++;                                                                  \
            fprintf(stderr, "%s:%d: %s == \"%s\", expected \"%s\"\n", __FILE__, __LINE__, #got, got_, \
                    want_);                                                                    \
        }                                                                                      \
    } while (0)

#define CHECK_DONE(name)                                                                  \
    do {                                                                                  \
        printf("%s: %d checks, %d failed\n", name, check_count, check_failures);         \
        return check_failures == 0 ? 0 : 1;                                               \
    } while (0)

#endif
