#ifndef LOCKKEEPER_CHECK_H
#define LOCKKEEPER_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures;
static int check_count;

#define CHECK(cond)                                                                \
    do {                                                                           \
        check_count++;                                                             \
        if (!(cond)) {                                                             \
            check_failures++;                                                      \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                          \
    } while (0)

#define CHECK_STR(got, want)                                                              \
    do {                                                                                  \
        check_count++;                                                                    \
        if (strcmp((got), (want)) != 0) {                                                 \
            check_failures++;                                                             \
            fprintf(stderr, "%s:%d: check failed: %s\n  got:  \"%s\"\n  want: \"%s\"\n", \
                    __FILE__, __LINE__, #got, (got), (want));                             \
        }                                                                                 \
    } while (0)

#define CHECK_DONE(name)                                                           \
    do {                                                                           \
        printf("%s: %d checks, %d failed\n", (name), check_count, check_failures); \
        return check_failures ? 1 : 0;                                             \
    } while (0)

#endif
