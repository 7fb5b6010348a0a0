#include <gtest/gtest.h>

#include "glazier/glass.hpp"

using namespace glazier;

TEST(Glass, CatalogueEntries) {
    EXPECT_EQ(spec(GlassKind::Float4).price_per_m2_pence, 2'400);
    EXPECT_EQ(spec(GlassKind::Toughened6).name, "6mm toughened");
    EXPECT_DOUBLE_EQ(spec(GlassKind::Laminated6_4).thickness_mm, 6.4);
}

TEST(Glass, ParsesCodesIgnoringCase) {
    EXPECT_EQ(parse_kind("F6"), GlassKind::Float6);
    EXPECT_EQ(parse_kind("t4"), GlassKind::Toughened4);
    EXPECT_EQ(parse_kind("e4"), GlassKind::LowE4);
    EXPECT_FALSE(parse_kind("F5").has_value());
    EXPECT_FALSE(parse_kind("").has_value());
    EXPECT_FALSE(parse_kind("F44").has_value());
}

TEST(Glass, ToughenedCannotBeCut) {
    EXPECT_FALSE(cuttable(GlassKind::Toughened4));
    EXPECT_FALSE(cuttable(GlassKind::Toughened6));
    EXPECT_TRUE(cuttable(GlassKind::Laminated6_4));
    EXPECT_TRUE(cuttable(GlassKind::Float4));
}

TEST(Glass, SafetyGlass) {
    EXPECT_TRUE(spec(GlassKind::Toughened4).safety);
    EXPECT_TRUE(spec(GlassKind::Laminated6_4).safety);
    EXPECT_FALSE(spec(GlassKind::Float6).safety);
}

TEST(Glass, WeightPerSquareMetre) {
    EXPECT_DOUBLE_EQ(weight_kg_per_m2(GlassKind::Float4), 10.0);
    EXPECT_DOUBLE_EQ(weight_kg_per_m2(GlassKind::Laminated6_4), 16.0);
}
