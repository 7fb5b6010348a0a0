#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

static int failures = 0;

#define CHECK(cond)                                                             \
    do {                                                                        \
        if (!(cond)) {                                                          \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                         \
        }                                                                       \
    } while (0)

#define CHECK_EQ_LONG(got, want)                                                                         \
    do {                                                                                                 \
        long got_ = (long)(got), want_ = (long)(want);                                                   \
        if (got_ != want_) {                                                                             \
            fprintf(stderr, "%s:%d: %s == %ld, want %ld\n", __FILE__, __LINE__, #got, got_, want_);      \
            failures++;                                                                                  \
        }                                                                                                \
    } while (0)

#define CHECK_MEM(got, want, n)                                                          \
    do {                                                                                 \
        if (memcmp((got), (want), (n)) != 0) {                                           \
            fprintf(stderr, "%s:%d: %s differs from %s\n", __FILE__, __LINE__, #got, #want); \
            failures++;                                                                  \
        }                                                                                \
    } while (0)

#define CHECK_DONE() (failures == 0 ? 0 : (fprintf(stderr, "%d check(s) failed\n", failures), 1))

#endif
