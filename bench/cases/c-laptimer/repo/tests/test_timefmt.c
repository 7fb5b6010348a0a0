#include "laptimer.h"
#include "unit.h"

void test_parse_minutes(void)
{
    int t = -1;
    EXPECT_INT(parse_time("4:05.3", &t), 0);
    EXPECT_INT(t, 2453);
    EXPECT_INT(parse_time("0:59", &t), 0);
    EXPECT_INT(t, 590);
}

void test_parse_seconds_and_hours(void)
{
    int t = -1;
    EXPECT_INT(parse_time("71.2", &t), 0);
    EXPECT_INT(t, 712);
    EXPECT_INT(parse_time("1:02:03.4", &t), 0);
    EXPECT_INT(t, 37234);
}

void test_parse_rejects(void)
{
    int t = 0;
    const char *bad[] = {"", "4:", ":05", "4:60", "4:05.", "4:05.34", "1:2:3:4", "4m05", "4:05 "};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        if (parse_time(bad[i], &t) == 0) {
            unit_failures++;
            printf("  %s:%d: parse_time accepted \"%s\"\n", __FILE__, __LINE__, bad[i]);
        }
    }
}

void test_format_under_an_hour(void)
{
    char out[16];
    format_time(2453, out, sizeof out);
    EXPECT_STR(out, "4:05.3");
    format_time(5, out, sizeof out);
    EXPECT_STR(out, "0:00.5");
    format_time(35999, out, sizeof out);
    EXPECT_STR(out, "59:59.9");
}

void test_format_negative(void)
{
    char out[16];
    format_time(-34, out, sizeof out);
    EXPECT_STR(out, "-0:03.4");
}

void test_format_truncates_to_buffer(void)
{
    char out[5];
    EXPECT_INT(format_time(2453, out, sizeof out), 6);
    EXPECT_STR(out, "4:05");
}
