#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>

static int check_failures;
static int check_count;

#define CHECK_INT(got, want)                                                              \
    do {                                                                                  \
        long long got_ = (long long)(got);                                                \
        long long want_ = (long long)(want);                                              \
        check_count++;                                                                    \
        if (got_ != want_) {                                                              \
            check_failures++;                                                             \
            printf("%s:%d: CHECK_INT(%s, %s): got %lld, want %lld\n", __FILE__, __LINE__, \
                   #got, #want, got_, want_);                                             \
        }                                                                                 \
    } while (0)

#define CHECK_DONE(name)                                                                  \
    do {                                                                                  \
        printf("%s: %d checks, %d failed\n", name, check_count, check_failures);          \
        return check_failures ? 1 : 0;                                                    \
    } while (0)

#endif
