#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

extern int check_failures;
extern int check_count;

#define CHECK(cond)                                                                \
    do {                                                                           \
        check_count++;                                                             \
        if (!(cond)) {                                                             \
            check_failures++;                                                      \
            fprintf(stderr, "%s:%d: FAIL: %s\n", __FILE__, __LINE__, #cond);       \
        }                                                                          \
    } while (0)

#define CHECK_INT(got, want)                                                       \
    do {                                                                           \
        long long check_g_ = (long long)(got), check_w_ = (long long)(want);       \
        check_count++;                                                             \
        if (check_g_ != check_w_) {                                                \
            check_failures++;                                                      \
            fprintf(stderr, "%s:%d: FAIL: %s == %lld, want %lld\n", __FILE__,     \
                    __LINE__, #got, check_g_, check_w_);                           \
        }                                                                          \
    } while (0)

#define CHECK_STR(got, want)                                                       \
    do {                                                                           \
        const char *check_g_ = (got), *check_w_ = (want);                          \
        check_count++;                                                             \
        if (check_g_ == NULL || strcmp(check_g_, check_w_) != 0) {                 \
            check_failures++;                                                      \
            fprintf(stderr, "%s:%d: FAIL: %s == \"%s\", want \"%s\"\n", __FILE__, \
                    __LINE__, #got, check_g_ ? check_g_ : "(null)", check_w_);     \
        }                                                                          \
    } while (0)

#endif
