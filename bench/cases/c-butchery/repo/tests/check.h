#ifndef BUTCHERY_CHECK_H
#define BUTCHERY_CHECK_H

#include <stdio.h>
#include <string.h>

/* Failed checks in the test that is running; the runner resets it. */
extern int check_failures;

#define CHECK(cond)                                                           \
    do {                                                                      \
        if (!(cond)) {                                                        \
            printf("  %s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);  \
            check_failures++;                                                 \
        }                                                                     \
    } while (0)

#define CHECK_INT(actual, expected)                                           \
    do {                                                                      \
        long long check_a_ = (long long)(actual);                             \
        long long check_e_ = (long long)(expected);                           \
        if (check_a_ != check_e_) {                                           \
            printf("  %s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__, \
                   #actual, check_a_, check_e_);                              \
            check_failures++;                                                 \
        }                                                                     \
    } while (0)

#define CHECK_STR(actual, expected)                                           \
    do {                                                                      \
        const char *check_a_ = (actual);                                      \
        const char *check_e_ = (expected);                                    \
        if (strcmp(check_a_, check_e_) != 0) {                                \
            printf("  %s:%d: %s\n    got:      \"%s\"\n    expected: \"%s\"\n", \
                   __FILE__, __LINE__, #actual, check_a_, check_e_);           \
            check_failures++;                                                 \
        }                                                                     \
    } while (0)

#endif
