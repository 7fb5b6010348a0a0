#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures = 0;
static int check_count = 0;

#define CHECK_STR(expr, want)                                                              \
    do {                                                                                   \
        const char *got_ = (expr);                                                         \
        check_count++;                                                                     \
        if (strcmp(got_, (want)) != 0) {                                                   \
            check_failures++;                                                              \
            fprintf(stderr, "%s:%d: %s: expected \"%s\", got \"%s\"\n", __FILE__, __LINE__, \
                    #expr, (want), got_);                                                  \
        }                                                                                  \
    } while (0)

#define CHECK_INT(expr, want)                                                              \
    do {                                                                                   \
        long got_ = (long)(expr);                                                          \
        check_count++;                                                                     \
        if (got_ != (long)(want)) {                                                        \
            check_failures++;                                                              \
            fprintf(stderr, "%s:%d: %s: expected %ld, got %ld\n", __FILE__, __LINE__,      \
                    #expr, (long)(want), got_);                                            \
        }                                                                                  \
    } while (0)

#define CHECK_DONE(name)                                                                   \
    do {                                                                                   \
        printf("%s: %d checks, %d failed\n", (name), check_count, check_failures);        \
        return check_failures == 0 ? 0 : 1;                                                \
    } while (0)

#endif
