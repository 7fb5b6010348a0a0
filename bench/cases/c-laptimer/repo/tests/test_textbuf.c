#include "laptimer.h"
#include "unit.h"

void test_appendf(void)
{
    char buf[32] = "lap";
    EXPECT_INT(buf_appendf(buf, sizeof buf, " %d of %d", 3, 12), 0);
    EXPECT_STR(buf, "lap 3 of 12");
}

void test_appendf_overflow(void)
{
    char buf[8] = "abc";
    EXPECT_INT(buf_appendf(buf, sizeof buf, "%s", "defgh"), -1);
    EXPECT_STR(buf, "abc");
    EXPECT_INT(buf_appendf(buf, sizeof buf, "%s", "defg"), 0);
    EXPECT_STR(buf, "abcdefg");
}
