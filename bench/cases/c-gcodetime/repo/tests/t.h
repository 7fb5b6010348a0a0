/* Minimal test support: each EXPECT reports its file and line when it fails; t_summary() prints the tally. */
#ifndef T_H
#define T_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int t_pass = 0;
static int t_fail = 0;

#define EXPECT_INT(expr, want)                                                                  \
    do {                                                                                        \
        long t_g = (long)(expr), t_w = (long)(want);                                            \
        if (t_g == t_w) {                                                                       \
            t_pass++;                                                                           \
        } else {                                                                                \
            t_fail++;                                                                           \
            fprintf(stderr, "FAIL %s:%d: %s == %ld, expected %ld\n", __FILE__, __LINE__, #expr, \
                    t_g, t_w);                                                                  \
        }                                                                                       \
    } while (0)

#define EXPECT_CLOSE(expr, want, tol)                                                          \
    do {                                                                                       \
        double t_g = (expr), t_w = (want);                                                     \
        if (fabs(t_g - t_w) <= (tol)) {                                                        \
            t_pass++;                                                                          \
        } else {                                                                               \
            t_fail++;                                                                          \
            fprintf(stderr, "FAIL %s:%d: %s == %.4f, expected %.4f\n", __FILE__, __LINE__,     \
                    #expr, t_g, t_w);                                                          \
        }                                                                                      \
    } while (0)

#define EXPECT_STR(expr, want)                                                                 \
    do {                                                                                       \
        const char *t_g = (expr), *t_w = (want);                                               \
        if (strcmp(t_g, t_w) == 0) {                                                           \
            t_pass++;                                                                          \
        } else {                                                                               \
            t_fail++;                                                                          \
            fprintf(stderr, "FAIL %s:%d: %s == \"%s\", expected \"%s\"\n", __FILE__, __LINE__, \
                    #expr, t_g, t_w);                                                          \
        }                                                                                      \
    } while (0)

static int t_summary(const char *suite) {
    printf("%s: %d passed, %d failed\n", suite, t_pass, t_fail);
    return t_fail ? 1 : 0;
}

#endif
