/* A tiny assert-style harness: each check prints where it failed and the test goes on. */
#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

static int t_failed = 0;
static int t_run = 0;

#define ASSERT_TRUE(cond)                                                               \
    do {                                                                                \
        t_run++;                                                                        \
        if (!(cond)) {                                                                  \
            t_failed++;                                                                 \
            fprintf(stderr, "%s:%d: assertion failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                               \
    } while (0)

#define ASSERT_STREQ(got, want)                                                          \
    do {                                                                                 \
        const char *g_ = (got);                                                          \
        const char *w_ = (want);                                                         \
        t_run++;                                                                         \
        if (g_ == NULL || strcmp(g_, w_) != 0) {                                         \
            t_failed++;                                                                  \
            fprintf(stderr, "%s:%d: assertion failed: %s == \"%s\" (got %s%s%s)\n",      \
                    __FILE__, __LINE__, #got, w_, g_ ? "\"" : "", g_ ? g_ : "NULL",      \
                    g_ ? "\"" : "");                                                     \
        }                                                                                \
    } while (0)

#define ASSERT_INTEQ(got, want)                                                              \
    do {                                                                                     \
        long g_ = (long)(got);                                                               \
        long w_ = (long)(want);                                                              \
        t_run++;                                                                             \
        if (g_ != w_) {                                                                      \
            t_failed++;                                                                      \
            fprintf(stderr, "%s:%d: assertion failed: %s == %ld (got %ld)\n", __FILE__,      \
                    __LINE__, #got, w_, g_);                                                 \
        }                                                                                    \
    } while (0)

#define RUN(test)                      \
    do {                               \
        int before_ = t_failed;        \
        test();                        \
        if (t_failed != before_) {     \
            printf("FAIL %s\n", #test); \
        } else {                       \
            printf("ok   %s\n", #test); \
        }                              \
    } while (0)

#define REPORT(name)                                                      \
    do {                                                                  \
        printf("%s: %d assertions, %d failed\n", (name), t_run, t_failed); \
        return t_failed == 0 ? 0 : 1;                                     \
    } while (0)

#endif
