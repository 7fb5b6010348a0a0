#include <gtest/gtest.h>

#include <stdexcept>

#include "glazier/pane.hpp"

using namespace glazier;

TEST(Pane, AreaAndPerimeter) {
    Pane pane{"W1", 1200, 800, GlassKind::Float4, 1};
    EXPECT_DOUBLE_EQ(pane.area_m2(), 0.96);
    EXPECT_EQ(pane.perimeter_mm(), 4000);
}

TEST(Pane, GlassSizeFromRebate) {
    Pane pane = pane_for_rebate("K2", 906, 1206, GlassKind::LowE4);
    EXPECT_EQ(pane.width_mm, 900);
    EXPECT_EQ(pane.height_mm, 1200);
    EXPECT_EQ(pane.ref, "K2");
    Pane snug = pane_for_rebate("K3", 906, 1206, GlassKind::LowE4, 2);
    EXPECT_EQ(snug.width_mm, 902);
    EXPECT_THROW(pane_for_rebate("X", 6, 500, GlassKind::Float4), std::invalid_argument);
}

TEST(Pane, ParsesSizes) {
    EXPECT_EQ(parse_size("1200x800"), std::make_pair(1200, 800));
    EXPECT_EQ(parse_size(" 1200 X 800 "), std::make_pair(1200, 800));
    EXPECT_THROW(parse_size("1200"), std::invalid_argument);
    EXPECT_THROW(parse_size("1200x"), std::invalid_argument);
    EXPECT_THROW(parse_size("0x800"), std::invalid_argument);
    EXPECT_THROW(parse_size("1200x800mm"), std::invalid_argument);
    EXPECT_THROW(parse_size("x800"), std::invalid_argument);
}

TEST(Pane, Weight) {
    Pane pane{"D1", 800, 2000, GlassKind::Toughened6, 1};
    EXPECT_DOUBLE_EQ(weight_kg(pane), 24.0);
}
