#include "expect.h"
#include "sextant.h"

static void parses_degrees_and_minutes(void)
{
    double d = 0;
    EXPECT_TRUE(sx_parse_dm("41 12.5", &d) == 0);
    EXPECT_CLOSE(d, 41.208333, 1e-6);
    EXPECT_TRUE(sx_parse_dm(" -0 03.2", &d) == 0);
    EXPECT_CLOSE(d, -0.053333, 1e-6);
}

static void refuses_what_is_not_degrees_and_minutes(void)
{
    double d = 0;
    EXPECT_TRUE(sx_parse_dm("41.5", &d) == -1);
    EXPECT_TRUE(sx_parse_dm("41 61.0", &d) == -1);
    EXPECT_TRUE(sx_parse_dm("41 12.5 N W", &d) == -1);
    EXPECT_TRUE(sx_parse_dm("x", &d) == -1);
}

static void formats_to_a_tenth_of_a_minute(void)
{
    char buf[32];
    sx_format_dm(41.208333, buf, sizeof buf);
    EXPECT_STR(buf, "41 12.5");
    sx_format_dm(-0.053333, buf, sizeof buf);
    EXPECT_STR(buf, "-0 03.2");
    sx_format_dm(12.99995, buf, sizeof buf);
    EXPECT_STR(buf, "13 00.0");
}

int main(void)
{
    parses_degrees_and_minutes();
    refuses_what_is_not_degrees_and_minutes();
    formats_to_a_tenth_of_a_minute();
    return expect_summary("angle");
}
