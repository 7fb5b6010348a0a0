#include "sundial.h"
#include "unit.h"

void test_hhmm(void)
{
    char buf[8];
    EXPECT_STR(sd_fmt_hhmm(0, buf, sizeof buf), "00:00");
    EXPECT_STR(sd_fmt_hhmm(728.69, buf, sizeof buf), "12:09");
    EXPECT_STR(sd_fmt_hhmm(59.5, buf, sizeof buf), "01:00");
    EXPECT_STR(sd_fmt_hhmm(1445, buf, sizeof buf), "00:05");
    EXPECT_STR(sd_fmt_hhmm(-10, buf, sizeof buf), "23:50");
}

void test_angle(void)
{
    char buf[16];
    EXPECT_STR(sd_fmt_angle(38.74, buf, sizeof buf), "38.7");
    EXPECT_STR(sd_fmt_angle(-38.76, buf, sizeof buf), "-38.8");
    EXPECT_STR(sd_fmt_angle(-0.04, buf, sizeof buf), "0.0");
}
