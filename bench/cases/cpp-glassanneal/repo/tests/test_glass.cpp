#include <gtest/gtest.h>

#include <stdexcept>

#include "glass.hpp"

using namespace glassanneal;

TEST(Glass, FamiliesHaveTheirOwnTemperatures) {
    EXPECT_EQ(glass_spec(GlassFamily::Coe90).anneal_c, 482);
    EXPECT_EQ(glass_spec(GlassFamily::Coe96).anneal_c, 510);
    EXPECT_EQ(glass_spec(GlassFamily::Borosilicate).strain_c, 510);
    EXPECT_EQ(glass_spec(GlassFamily::Coe96).name, "COE 96");
}

TEST(Glass, ProcessTemperaturesRise) {
    const GlassSpec& spec = glass_spec(GlassFamily::Coe90);
    EXPECT_EQ(process_temperature(spec, Process::Slump), 677);
    EXPECT_EQ(process_temperature(spec, Process::Tack), 732);
    EXPECT_EQ(process_temperature(spec, Process::Contour), 766);
    EXPECT_EQ(process_temperature(spec, Process::FullFuse), 804);
    EXPECT_EQ(process_name(Process::Contour), "contour fuse");
}

TEST(Glass, AnnealChartByThickness) {
    AnnealPlan thin = anneal_for_thickness(6);
    EXPECT_EQ(thin.hold_min, 60);
    EXPECT_EQ(thin.cool1_rate, 83);

    AnnealPlan between = anneal_for_thickness(6.5);
    EXPECT_EQ(between.hold_min, 90);
    EXPECT_EQ(between.cool3_rate, 330);

    AnnealPlan thick = anneal_for_thickness(19);
    EXPECT_EQ(thick.hold_min, 180);
    EXPECT_EQ(thick.cool2_rate, 44);
}

TEST(Glass, InitialRampSlowsForThickPieces) {
    EXPECT_EQ(initial_ramp_rate(3), 222);
    EXPECT_EQ(initial_ramp_rate(12), 120);
    EXPECT_EQ(initial_ramp_rate(22), 55);
}

TEST(Glass, ThicknessOutsideTheChartIsRefused) {
    EXPECT_THROW(anneal_for_thickness(0), std::invalid_argument);
    EXPECT_THROW(anneal_for_thickness(-3), std::invalid_argument);
    EXPECT_THROW(initial_ramp_rate(30), std::out_of_range);
}
