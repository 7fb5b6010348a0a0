#include "check.h"
#include "timefmt.h"

void test_time_parse(void)
{
    CHECK_INT(time_parse("16:59"), 1019);
    CHECK_INT(time_parse("05:00"), 300);
    CHECK_INT(time_parse("63:10"), 3790);
    CHECK_INT(time_parse(" 24:30\r\n"), 1470);
    CHECK_INT(time_parse("24:3"), -1);
    CHECK_INT(time_parse("24:60"), -1);
    CHECK_INT(time_parse("24"), -1);
    CHECK_INT(time_parse(":30"), -1);
    CHECK_INT(time_parse("24:30x"), -1);
    CHECK_INT(time_parse(""), -1);
    CHECK_INT(time_parse(NULL), -1);
}

void test_time_format(void)
{
    char buf[16];
    CHECK_STR(time_format(1019, buf, sizeof buf), "16:59");
    CHECK_STR(time_format(305, buf, sizeof buf), "05:05");
    CHECK_STR(time_format(3599, buf, sizeof buf), "59:59");
    CHECK_STR(time_format(3790, buf, sizeof buf), "1:03:10");
    CHECK_STR(time_format(-1, buf, sizeof buf), "--:--");
}

void test_time_delta(void)
{
    char buf[16];
    CHECK_STR(time_format_delta(0, buf, sizeof buf), "0:00");
    CHECK_STR(time_format_delta(12, buf, sizeof buf), "+0:12");
    CHECK_STR(time_format_delta(-75, buf, sizeof buf), "-1:15");
    CHECK_STR(time_format_delta(600, buf, sizeof buf), "+10:00");
}
