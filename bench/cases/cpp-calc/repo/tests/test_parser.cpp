#include <gtest/gtest.h>

#include "calc/parser.hpp"

TEST(ToRpn, RespectsPrecedence) {
    EXPECT_EQ(calc::rpn_string("1 + 2 * 3"), "1 2 3 * +");
    EXPECT_EQ(calc::rpn_string("(1 + 2) * 3"), "1 2 + 3 *");
    EXPECT_EQ(calc::rpn_string("8 / 4 % 3"), "8 4 / 3 %");
}

TEST(ToRpn, LeftAssociativeOperatorsGroupLeft) {
    EXPECT_EQ(calc::rpn_string("10 - 4 - 3"), "10 4 - 3 -");
    EXPECT_EQ(calc::rpn_string("64 / 4 / 2"), "64 4 / 2 /");
}

TEST(ToRpn, PowerGroupsRight) {
    EXPECT_EQ(calc::rpn_string("2 ^ 3 ^ 2"), "2 3 2 ^ ^");
}

TEST(ToRpn, UnaryMinusBindsLooserThanPower) {
    EXPECT_EQ(calc::rpn_string("-2 ^ 2"), "2 2 ^ neg");
    EXPECT_EQ(calc::rpn_string("2 ^ -1"), "2 1 neg ^");
}

TEST(ToRpn, CallsTakeTheirArguments) {
    EXPECT_EQ(calc::rpn_string("max(1, 2 + 3) * 2"), "1 2 3 + max 2 *");
}

TEST(ToRpn, ReportsUnbalancedParentheses) {
    EXPECT_THROW(calc::rpn_string("(1 + 2"), calc::Error);
    EXPECT_THROW(calc::rpn_string("1 + 2)"), calc::Error);
    EXPECT_THROW(calc::rpn_string("1, 2"), calc::Error);
    EXPECT_THROW(calc::rpn_string("1 +"), calc::Error);
}
