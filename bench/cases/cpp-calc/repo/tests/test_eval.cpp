#include <cmath>

#include <gtest/gtest.h>

#include "calc/eval.hpp"

TEST(Evaluate, Arithmetic) {
    EXPECT_DOUBLE_EQ(calc::evaluate("1 + 2 * 3"), 7.0);
    EXPECT_DOUBLE_EQ(calc::evaluate("(1 + 2) * 3"), 9.0);
    EXPECT_DOUBLE_EQ(calc::evaluate("7 % 4 + 10 / 4"), 5.5);
    EXPECT_DOUBLE_EQ(calc::evaluate("-2 ^ 2"), -4.0);
    EXPECT_DOUBLE_EQ(calc::evaluate("--3"), 3.0);
}

TEST(Evaluate, PowerIsRightAssociative) {
    EXPECT_DOUBLE_EQ(calc::evaluate("2 ^ 3 ^ 2"), 512.0);
    EXPECT_DOUBLE_EQ(calc::evaluate("4 ^ 0.5 ^ 2"), std::pow(4.0, 0.25));
}

TEST(Evaluate, VariablesAndConstants) {
    calc::Env env{{"r", 2.0}, {"pi", 3.0}};
    EXPECT_DOUBLE_EQ(calc::evaluate("pi * r ^ 2", env), 12.0);
    EXPECT_NEAR(calc::evaluate("pi * r ^ 2", {{"r", 2.0}}), 12.566370614, 1e-9);
}

TEST(Evaluate, Functions) {
    EXPECT_DOUBLE_EQ(calc::evaluate("max(2, min(9, 5)) + sqrt(16) + abs(-1)"), 10.0);
    EXPECT_THROW(calc::evaluate("sqrt(1, 2)"), calc::Error);
    EXPECT_THROW(calc::evaluate("cbrt(8)"), calc::Error);
}

TEST(Evaluate, Errors) {
    EXPECT_THROW(calc::evaluate("1 / (2 - 2)"), calc::Error);
    EXPECT_THROW(calc::evaluate("speed * 2"), calc::Error);
}
