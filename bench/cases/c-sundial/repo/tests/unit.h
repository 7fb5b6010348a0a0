#ifndef UNIT_H
#define UNIT_H

#include <math.h>
#include <stdio.h>
#include <string.h>

extern int unit_failures;

#define EXPECT_INT(got, want)                                                                       \
    do {                                                                                            \
        long long got_ = (long long)(got);                                                          \
        long long want_ = (long long)(want);                                                        \
        if (got_ != want_) {                                                                        \
            printf("%s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__, #got, got_, want_);    \
            unit_failures++;                                                                        \
        }                                                                                           \
    } while (0)

#define EXPECT_NEAR(got, want, tol)                                                                 \
    do {                                                                                            \
        double got_ = (got);                                                                        \
        double want_ = (want);                                                                      \
        if (!(fabs(got_ - want_) <= (tol))) {                                                       \
            printf("%s:%d: %s is %.6f, expected %.6f (+/- %g)\n", __FILE__, __LINE__, #got, got_,   \
                   want_, (double)(tol));                                                           \
            unit_failures++;                                                                        \
        }                                                                                           \
    } while (0)

#define EXPECT_STR(got, want)                                                                       \
    do {                                                                                            \
        const char *got_ = (got);                                                                   \
        const char *want_ = (want);                                                                 \
        if (strcmp(got_, want_) != 0) {                                                             \
            printf("%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__, #got, got_, want_); \
            unit_failures++;                                                                        \
        }                                                                                           \
    } while (0)

/* test_angles.c */
void test_rad_deg(void);
void test_norm(void);
/* test_solar.c */
void test_day_of_year(void);
void test_declination(void);
void test_equation_of_time(void);
/* test_dial.c */
void test_hour_lines(void);
void test_six_oclock(void);
void test_dial_table(void);
/* test_clock.c */
void test_clock_dublin(void);
void test_clock_vienna(void);
void test_clock_round_trip(void);
/* test_fmt.c */
void test_hhmm(void);
void test_angle(void);

#endif
