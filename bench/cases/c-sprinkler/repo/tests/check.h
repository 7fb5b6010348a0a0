#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

extern int failed_checks;

#define EXPECT(cond)                                                                        \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond);             \
            failed_checks++;                                                                \
        }                                                                                   \
    } while (0)

#define EXPECT_INT(got, want)                                                               \
    do {                                                                                    \
        long g_ = (long)(got), w_ = (long)(want);                                           \
        if (g_ != w_) {                                                                     \
            fprintf(stderr, "%s:%d: %s == %ld, expected %ld\n", __FILE__, __LINE__, #got, g_, w_); \
            failed_checks++;                                                                \
        }                                                                                   \
    } while (0)

#define EXPECT_NEAR(got, want)                                                              \
    do {                                                                                    \
        double g_ = (got), w_ = (want);                                                     \
        if (fabs(g_ - w_) > 1e-9) {                                                         \
            fprintf(stderr, "%s:%d: %s == %g, expected %g\n", __FILE__, __LINE__, #got, g_, w_); \
            failed_checks++;                                                                \
        }                                                                                   \
    } while (0)

#define EXPECT_STR(got, want)                                                               \
    do {                                                                                    \
        const char *g_ = (got), *w_ = (want);                                               \
        if (strcmp(g_, w_) != 0) {                                                          \
            fprintf(stderr, "%s:%d: %s ==\n%s\nexpected\n%s\n", __FILE__, __LINE__, #got, g_, w_); \
            failed_checks++;                                                                \
        }                                                                                   \
    } while (0)

void test_days(void);
void test_program(void);
void test_report(void);

#endif
