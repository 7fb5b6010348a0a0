#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures;

#define CHECK(cond)                                                                                         \
    do {                                                                                                    \
        if (!(cond)) {                                                                                      \
            printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                                 \
            check_failures++;                                                                               \
        }                                                                                                   \
    } while (0)

#define CHECK_INT(actual, expected)                                                                         \
    do {                                                                                                    \
        long a_ = (long)(actual), e_ = (long)(expected);                                                    \
        if (a_ != e_) {                                                                                     \
            printf("%s:%d: %s is %ld, expected %ld\n", __FILE__, __LINE__, #actual, a_, e_);                \
            check_failures++;                                                                               \
        }                                                                                                   \
    } while (0)

#define CHECK_STR(actual, expected)                                                                         \
    do {                                                                                                    \
        const char *a_ = (actual), *e_ = (expected);                                                        \
        if (strcmp(a_, e_) != 0) {                                                                          \
            printf("%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__, #actual, a_, e_);          \
            check_failures++;                                                                               \
        }                                                                                                   \
    } while (0)

#define CHECK_DONE()                                                                                        \
    do {                                                                                                    \
        printf("%s: %d check%s failed\n", __FILE__, check_failures, check_failures == 1 ? "" : "s");        \
        return check_failures == 0 ? 0 : 1;                                                                 \
    } while (0)

#endif
