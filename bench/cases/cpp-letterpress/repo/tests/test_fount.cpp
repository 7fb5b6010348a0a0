#include <gtest/gtest.h>

#include <stdexcept>

#include "letterpress/fount.hpp"

using namespace letterpress;

TEST(Fount, WidthsScaleWithTheBody) {
    const Fount f = Fount::monotype("Bembo", 12);
    EXPECT_DOUBLE_EQ(f.charWidth('m'), 14 * 12.0 / 18);
    EXPECT_DOUBLE_EQ(f.charWidth('M'), 18 * 12.0 / 18);
    const Fount g = Fount::monotype("Bembo", 9);
    EXPECT_DOUBLE_EQ(g.charWidth('i'), 5 * 9.0 / 18);
}

TEST(Fount, MissingSortsAreAnEn) {
    const Fount f = Fount::monotype("Gill Sans", 10);
    EXPECT_DOUBLE_EQ(f.charWidth('&'), 5.0);
}

TEST(Fount, WordWidth) {
    const Fount f = Fount::monotype("Baskerville", 18);
    EXPECT_DOUBLE_EQ(f.wordWidth("type"), (6 + 9 + 10 + 8) * 1.0);
}

TEST(Fount, Spaces) {
    const Fount f = Fount::monotype("Bembo", 12);
    EXPECT_DOUBLE_EQ(f.space(Space::Thick), 4.0);
    EXPECT_DOUBLE_EQ(f.space(Space::Mid), 3.0);
    EXPECT_DOUBLE_EQ(f.space(Space::Thin), 2.4);
    EXPECT_DOUBLE_EQ(f.space(Space::Hair), 1.2);
}

TEST(Fount, UnknownSeries) {
    EXPECT_THROW(Fount::monotype("Helvetica", 12), std::out_of_range);
    EXPECT_THROW(Fount::monotype("Bembo", 0), std::invalid_argument);
}
