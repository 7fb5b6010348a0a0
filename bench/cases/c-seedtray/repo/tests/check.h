#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures;

#define CHECK(cond)                                                               \
    do {                                                                          \
        if (!(cond)) {                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            check_failures++;                                                     \
        }                                                                         \
    } while (0)

#define CHECK_INT(got, want)                                                      \
    do {                                                                          \
        long g_ = (long)(got), w_ = (long)(want);                                 \
        if (g_ != w_) {                                                           \
            fprintf(stderr, "%s:%d: %s is %ld, want %ld\n", __FILE__, __LINE__, #got, g_, w_); \
            check_failures++;                                                     \
        }                                                                         \
    } while (0)

#define CHECK_STR(got, want)                                                      \
    do {                                                                          \
        const char *g_ = (got), *w_ = (want);                                     \
        if (strcmp(g_, w_) != 0) {                                                \
            fprintf(stderr, "%s:%d: %s is \"%s\", want \"%s\"\n", __FILE__, __LINE__, #got, g_, w_); \
            check_failures++;                                                     \
        }                                                                         \
    } while (0)

#define CHECK_DONE()                                                              \
    do {                                                                          \
        if (check_failures) {                                                     \
            fprintf(stderr, "%d check(s) failed\n", check_failures);              \
            return 1;                                                             \
        }                                                                         \
        printf("all checks passed\n");                                            \
        return 0;                                                                 \
    } while (0)

#endif
