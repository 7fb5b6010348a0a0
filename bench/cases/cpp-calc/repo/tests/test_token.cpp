#include <gtest/gtest.h>

#include "calc/token.hpp"

using calc::TokenKind;

TEST(Tokenize, SplitsNumbersNamesAndOperators) {
    auto tokens = calc::tokenize("max(x1, 2.5)*-3");
    ASSERT_EQ(tokens.size(), 9u);
    EXPECT_EQ(tokens[0].kind, TokenKind::Name);
    EXPECT_EQ(tokens[0].text, "max");
    EXPECT_EQ(tokens[2].text, "x1");
    EXPECT_EQ(tokens[4].kind, TokenKind::Number);
    EXPECT_DOUBLE_EQ(tokens[4].value, 2.5);
    EXPECT_EQ(tokens[4].column, 9u);
    EXPECT_EQ(tokens[7].text, "-");
}

TEST(Tokenize, ReadsALeadingDot) {
    auto tokens = calc::tokenize(".5");
    ASSERT_EQ(tokens.size(), 1u);
    EXPECT_DOUBLE_EQ(tokens[0].value, 0.5);
}

TEST(Tokenize, RejectsStrayCharacters) {
    try {
        calc::tokenize("1 + $");
        FAIL() << "no error";
    } catch (const calc::Error& e) {
        EXPECT_EQ(e.column(), 5u);
        EXPECT_STREQ(e.what(), "unexpected character '$' at column 5");
    }
    EXPECT_THROW(calc::tokenize("1.2.3"), calc::Error);
}
