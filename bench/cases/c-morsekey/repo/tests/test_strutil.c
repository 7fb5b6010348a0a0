#include "harness.h"
#include "strutil.h"

int main(void)
{
    char buf[16];

    EXPECT_EQ_LONG(su_copy(buf, sizeof buf, "dit dah"), 7);
    EXPECT_EQ_STR(buf, "dit dah");
    EXPECT_EQ_LONG(su_copy(buf, 4, "dit dah"), 7);
    EXPECT_EQ_STR(buf, "dit");

    su_copy(buf, sizeof buf, "CQ");
    EXPECT_EQ_LONG(su_append(buf, sizeof buf, " DE"), 5);
    EXPECT_EQ_STR(buf, "CQ DE");
    EXPECT_EQ_LONG(su_append(buf, 8, " G4ABC"), 11);
    EXPECT_EQ_STR(buf, "CQ DE G");

    EXPECT_EQ_LONG(su_squeeze(buf, sizeof buf, "  cq   cq  de "), 8);
    EXPECT_EQ_STR(buf, "cq cq de");
    EXPECT_EQ_LONG(su_squeeze(buf, sizeof buf, "   "), 0);
    EXPECT_EQ_STR(buf, "");
    EXPECT_EQ_LONG(su_squeeze(buf, 6, "  hello world"), 5);
    EXPECT_EQ_STR(buf, "hello");

    su_copy(buf, sizeof buf, "g4abc/p");
    su_upper(buf);
    EXPECT_EQ_STR(buf, "G4ABC/P");

    DONE("test_strutil");
}
