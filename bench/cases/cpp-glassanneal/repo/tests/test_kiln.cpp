#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "kiln.hpp"
#include "planner.hpp"

using namespace glassanneal;

namespace {

const Kiln kStudio{"studio top-loader", 3.0, 900};
const Kiln kTestKiln{"test kiln", 1.2, 760};

}  // namespace

TEST(Kiln, CanFireUpToItsMaximum) {
    Schedule fuse = plan_firing(Project{GlassFamily::Coe90, 6, Process::FullFuse});
    EXPECT_TRUE(can_fire(kStudio, fuse));
    EXPECT_FALSE(can_fire(kTestKiln, fuse));
    EXPECT_TRUE(can_fire(kTestKiln, plan_firing(Project{GlassFamily::Coe90, 6, Process::Slump})));
}

TEST(Kiln, EnergyOfASingleRamp) {
    Schedule s(20);
    s.add(300, 620);
    // 2 hours at 3 kW, mean 320 C of 900.
    EXPECT_NEAR(estimate_kwh(kStudio, s), 3.0 * 2 * (0.5 + 0.5 * 320 / 900), 1e-9);
}

TEST(Kiln, HoldsAndCoolingCount) {
    Schedule s(20);
    s.add(300, 620, 30).add(0, 480, 60).add(100, 380);
    double ramp = 3.0 * 2 * (0.5 + 0.5 * 320.0 / 900);
    double hold1 = 3.0 * 0.5 * 0.6 * 620 / 900;
    double hold2 = 3.0 * 1.0 * 0.6 * 480 / 900;
    double cool = 3.0 * 1.0 * 0.2 * 430 / 900;
    EXPECT_NEAR(estimate_kwh(kStudio, s), ramp + hold1 + hold2 + cool, 1e-9);
}

TEST(Kiln, FullFuseUsesAFewKilowattHours) {
    double kwh = estimate_kwh(kStudio, plan_firing(Project{GlassFamily::Coe90, 6, Process::FullFuse}));
    EXPECT_GT(kwh, 8.0);
    EXPECT_LT(kwh, 14.0);
}

TEST(Kiln, ProgramLines) {
    Schedule s = plan_firing(Project{GlassFamily::Coe90, 6, Process::Tack});
    std::vector<std::string> expected{
        "1: 222 C/h to 677 C, hold 30 min",
        "2: 333 C/h to 732 C, hold 15 min",
        "3: FULL to 482 C, hold 60 min",
        "4: 83 C/h to 427 C",
        "5: 150 C/h to 372 C",
        "6: 333 C/h to 38 C",
    };
    EXPECT_EQ(program_lines(s), expected);
}
