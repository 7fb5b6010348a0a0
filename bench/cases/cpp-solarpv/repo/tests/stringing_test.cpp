#include "solarpv/stringing.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "fixtures.h"

namespace solarpv {
namespace {

using testing::helio405;
using testing::southern_england;
using testing::sunbridge6k;

TEST(Stringing, LengthRangeForDesignTemperatures) {
  const StringRange range = string_length_range(helio405(), sunbridge6k(), southern_england());
  EXPECT_EQ(4, range.min_panels);
  EXPECT_EQ(15, range.max_panels);
  EXPECT_TRUE(range.feasible());
}

TEST(Stringing, ColderSiteShortensStrings) {
  const StringRange range = string_length_range(helio405(), sunbridge6k(), SiteConditions{-20.0, 30.0});
  EXPECT_EQ(14, range.max_panels);
  EXPECT_EQ(4, range.min_panels);
  EXPECT_THROW(string_length_range(helio405(), sunbridge6k(), SiteConditions{10.0, 0.0}),
               std::invalid_argument);
}

TEST(Stringing, LongestStringFits) {
  const StringCheck check = check_layout(helio405(), sunbridge6k(), southern_england(), ArrayLayout{15, 1, 1});
  EXPECT_TRUE(check.ok()) << (check.problems.empty() ? "" : check.problems.front());
  EXPECT_TRUE(check.warnings.empty());
}

TEST(Stringing, OneMoreExceedsTheDcLimitWhenCold) {
  const StringCheck check = check_layout(helio405(), sunbridge6k(), southern_england(), ArrayLayout{16, 1, 1});
  ASSERT_EQ(1u, check.problems.size());
  EXPECT_NE(std::string::npos, check.problems[0].find("at -10 C exceeds the inverter's 600.0 V"))
      << check.problems[0];
}

TEST(Stringing, ShortStringDropsBelowTheMpptWindowWhenHot) {
  const StringCheck check = check_layout(helio405(), sunbridge6k(), southern_england(), ArrayLayout{3, 1, 1});
  ASSERT_FALSE(check.ok());
  EXPECT_EQ("string Vmp 82.0 V when hot is below the MPPT window", check.problems[0]);
}

TEST(Stringing, CurrentAndInputLimits) {
  const PanelSpec p = helio405();
  const InverterSpec inv = sunbridge6k();
  EXPECT_FALSE(check_layout(p, inv, southern_england(), ArrayLayout{8, 2, 1}).ok());
  const StringCheck three = check_layout(p, inv, southern_england(), ArrayLayout{8, 1, 3});
  ASSERT_EQ(1u, three.problems.size());
  EXPECT_EQ("layout uses 3 MPPT inputs, the inverter has 2", three.problems[0]);
  EXPECT_FALSE(check_layout(p, inv, southern_england(), ArrayLayout{0, 1, 1}).ok());
}

TEST(Stringing, DcAcRatio) {
  const PanelSpec p = helio405();
  const InverterSpec inv = sunbridge6k();
  EXPECT_NEAR(1.35, dc_ac_ratio(p, inv, ArrayLayout{10, 1, 2}), 1e-9);

  const StringCheck big = check_layout(p, inv, southern_england(), ArrayLayout{12, 1, 2});
  EXPECT_TRUE(big.ok());
  ASSERT_EQ(1u, big.warnings.size());
  EXPECT_EQ("DC/AC ratio above 1.5: expect clipping", big.warnings[0]);

  const StringCheck small = check_layout(p, inv, southern_england(), ArrayLayout{4, 1, 1});
  ASSERT_EQ(1u, small.warnings.size());
  EXPECT_EQ("DC/AC ratio below 0.8: inverter oversized", small.warnings[0]);
}

}  // namespace
}  // namespace solarpv
