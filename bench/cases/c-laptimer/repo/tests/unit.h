/* Checks for the test runner: a failed check prints file:line and marks the running test failed. */
#ifndef UNIT_H
#define UNIT_H

#include <stdio.h>
#include <string.h>

extern int unit_failures; /* failed checks in the running test */

#define EXPECT(cond)                                                                   \
    do {                                                                               \
        if (!(cond)) {                                                                 \
            unit_failures++;                                                           \
            printf("  %s:%d: expected %s\n", __FILE__, __LINE__, #cond);               \
        }                                                                              \
    } while (0)

#define EXPECT_INT(got, want)                                                          \
    do {                                                                               \
        long g_ = (long)(got), w_ = (long)(want);                                      \
        if (g_ != w_) {                                                                \
            unit_failures++;                                                           \
            printf("  %s:%d: %s is %ld, expected %ld\n", __FILE__, __LINE__, #got, g_, \
                   w_);                                                                \
        }                                                                              \
    } while (0)

#define EXPECT_STR(got, want)                                                          \
    do {                                                                               \
        const char *g_ = (got), *w_ = (want);                                          \
        if (strcmp(g_, w_) != 0) {                                                     \
            unit_failures++;                                                           \
            printf("  %s:%d: %s is\n\"%s\"\n  expected\n\"%s\"\n", __FILE__, __LINE__, \
                   #got, g_, w_);                                                      \
        }                                                                              \
    } while (0)

/* The tests, defined in the tests/test_*.c files and listed in tests/runner.c. */
void test_parse_minutes(void);
void test_parse_seconds_and_hours(void);
void test_parse_rejects(void);
void test_format_under_an_hour(void);
void test_format_negative(void);
void test_format_truncates_to_buffer(void);
void test_appendf(void);
void test_appendf_overflow(void);
void test_race_add(void);
void test_race_full(void);
void test_best_and_mean(void);
void test_splits(void);
void test_sheet_short_race(void);
void test_sheet_relay(void);
void test_sheet_too_small(void);

#endif
