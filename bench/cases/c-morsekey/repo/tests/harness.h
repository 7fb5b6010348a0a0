/* A tiny test harness: EXPECT_* report file:line and carry on; DONE() prints a summary and the exit code. */
#ifndef HARNESS_H
#define HARNESS_H

#include <stdio.h>
#include <string.h>

static int harness_failed = 0;
static int harness_run = 0;

#define EXPECT_TRUE(cond)                                                                \
    do {                                                                                 \
        harness_run++;                                                                   \
        if (!(cond)) {                                                                   \
            harness_failed++;                                                            \
            fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__, #cond);           \
        }                                                                                \
    } while (0)

#define EXPECT_EQ_LONG(got, want)                                                        \
    do {                                                                                 \
        long got_ = (long)(got), want_ = (long)(want);                                   \
        harness_run++;                                                                   \
        if (got_ != want_) {                                                             \
            harness_failed++;                                                            \
            fprintf(stderr, "%s:%d: FAILED: %s is %ld, want %ld\n", __FILE__, __LINE__, #got, \
                    got_, want_);                                                        \
        }                                                                                \
    } while (0)

#define EXPECT_EQ_STR(got, want)                                                         \
    do {                                                                                 \
        const char *got_ = (got), *want_ = (want);                                       \
        harness_run++;                                                                   \
        if (strcmp(got_, want_) != 0) {                                                  \
            harness_failed++;                                                            \
            fprintf(stderr, "%s:%d: FAILED: %s is \"%s\", want \"%s\"\n", __FILE__, __LINE__, \
                    #got, got_, want_);                                                  \
        }                                                                                \
    } while (0)

#define DONE(name)                                                                       \
    do {                                                                                 \
        printf("%s: %d checks, %d failed\n", (name), harness_run, harness_failed);       \
        return harness_failed ? 1 : 0;                                                   \
    } while (0)

#endif
