#include <gtest/gtest.h>

#include "letterpress/composing.hpp"

using namespace letterpress;

namespace {
const char* kText =
    "the quick brown fox jumps over the lazy dog while the compositor sets each line by hand";
}

TEST(Composing, FillsLinesToTheMeasure) {
    const Fount f = Fount::monotype("Bembo", 12);
    const auto lines = setParagraph(kText, f, 15 * 12.0);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lineText(lines[0]), "the quick brown fox jumps over");
    for (size_t i = 0; i + 1 < lines.size(); ++i) {
        EXPECT_NEAR(lines[i].width(), 180.0, 1e-9) << "line " << i;
        EXPECT_FALSE(lines[i].last);
    }
    EXPECT_TRUE(lines.back().last);
    EXPECT_DOUBLE_EQ(lines.back().spaceWidth, 4.0);
}

TEST(Composing, WiderSpacesFewerWords) {
    const Fount f = Fount::monotype("Bembo", 12);
    const auto thick = setParagraph(kText, f, 120.0, Space::Thick);
    const auto thin = setParagraph(kText, f, 120.0, Space::Thin);
    EXPECT_GE(thick.size(), thin.size());
}

TEST(Composing, OversetWord) {
    const Fount f = Fount::monotype("Baskerville", 24);
    const auto lines = setParagraph("incomprehensibilities abound", f, 120.0);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_TRUE(lines[0].overset);
    EXPECT_FALSE(lines[1].overset);
}

TEST(Composing, EmptyParagraph) {
    const Fount f = Fount::monotype("Bembo", 12);
    EXPECT_TRUE(setParagraph("   ", f, 120.0).empty());
}
