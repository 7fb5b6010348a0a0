/* check.h: CHECK and CHECK_STR print file:line on failure and count; SUMMARY ends main. */
#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

static int checks_run, checks_failed;

#define CHECK(cond)                                                          \
    do {                                                                     \
        checks_run++;                                                        \
        if (!(cond)) {                                                       \
            checks_failed++;                                                 \
            printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);  \
        }                                                                    \
    } while (0)

#define CHECK_STR(got, want)                                                 \
    do {                                                                     \
        const char *g_ = (got), *w_ = (want);                                \
        checks_run++;                                                        \
        if (strcmp(g_, w_) != 0) {                                           \
            checks_failed++;                                                 \
            printf("%s:%d: check failed: %s\n    got  \"%s\"\n    want \"%s\"\n", \
                   __FILE__, __LINE__, #got, g_, w_);                        \
        }                                                                    \
    } while (0)

#define SUMMARY(name)                                                        \
    do {                                                                     \
        printf("%s: %d run, %d failed\n", (name), checks_run, checks_failed); \
        return checks_failed != 0;                                           \
    } while (0)

#endif
