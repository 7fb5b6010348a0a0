#ifndef LOOM_CHECK_H
#define LOOM_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (!(cond)) {                                                               \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            check_failures++;                                                        \
        }                                                                            \
    } while (0)

#define CHECK_SIZE(got, want)                                                                     \
    do {                                                                                          \
        size_t got_ = (got), want_ = (want);                                                      \
        if (got_ != want_) {                                                                      \
            fprintf(stderr, "%s:%d: %s is %zu, want %zu\n", __FILE__, __LINE__, #got, got_, want_); \
            check_failures++;                                                                     \
        }                                                                                         \
    } while (0)

#define CHECK_STR(got, want)                                                                          \
    do {                                                                                              \
        const char *got_ = (got), *want_ = (want);                                                    \
        if (strcmp(got_, want_) != 0) {                                                               \
            fprintf(stderr, "%s:%d: %s is\n%s\nwant\n%s\n", __FILE__, __LINE__, #got, got_, want_); \
            check_failures++;                                                                         \
        }                                                                                             \
    } while (0)

#define CHECK_DONE()                                                         \
    do {                                                                     \
        if (check_failures)                                                  \
            fprintf(stderr, "%d check(s) failed\n", check_failures);         \
        return check_failures ? 1 : 0;                                       \
    } while (0)

#endif
