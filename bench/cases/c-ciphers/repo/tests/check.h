#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

static int failures;

#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond);            \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

#define CHECK_INT(got, want)                                                              \
    do {                                                                                  \
        long got_ = (long)(got), want_ = (long)(want);                                    \
        if (got_ != want_) {                                                              \
            fprintf(stderr, "%s:%d: %s == %ld, expected %ld\n", __FILE__, __LINE__, #got, \
                    got_, want_);                                                         \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

#define CHECK_STR(got, want)                                                              \
    do {                                                                                  \
        const char *got_ = (got), *want_ = (want);                                        \
        if (strcmp(got_, want_) != 0) {                                                   \
            fprintf(stderr, "%s:%d: %s == \"%s\", expected \"%s\"\n", __FILE__, __LINE__, \
                    #got, got_, want_);                                                   \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

#define CHECK_NEAR(got, want, tolerance)                                                  \
    do {                                                                                  \
        double got_ = (got), want_ = (want);                                              \
        if (got_ < want_ - (tolerance) || got_ > want_ + (tolerance)) {                   \
            fprintf(stderr, "%s:%d: %s == %g, expected %g\n", __FILE__, __LINE__, #got,   \
                    got_, want_);                                                         \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

static int finish(void)
{
    if (failures) {
        fprintf(stderr, "%d failed\n", failures);
        return 1;
    }
    printf("ok\n");
    return 0;
}

#endif
