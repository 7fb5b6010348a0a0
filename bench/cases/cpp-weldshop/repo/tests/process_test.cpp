#include <gtest/gtest.h>

#include <stdexcept>

#include "weldshop/process.hpp"

using namespace weldshop;

namespace {

Run run(Process p, double volts, double amps, double speed, double length = 0) {
    Run r;
    r.process = p;
    r.volts = volts;
    r.amps = amps;
    r.travel_mm_per_min = speed;
    r.length_mm = length;
    return r;
}

}  // namespace

TEST(Process, ArcEnergy) {
    EXPECT_NEAR(arcEnergy(run(Process::MAG, 24, 200, 300)), 0.96, 1e-9);
}

TEST(Process, HeatInputUsesThermalEfficiency) {
    EXPECT_NEAR(heatInput(run(Process::MMA, 24, 200, 300)), 0.768, 1e-9);
    EXPECT_NEAR(heatInput(run(Process::TIG, 12, 120, 100)), 0.5184, 1e-9);
    EXPECT_NEAR(heatInput(run(Process::SAW, 30, 500, 500)), 1.8, 1e-9);
}

TEST(Process, ArcMinutes) {
    EXPECT_NEAR(arcMinutes(run(Process::MAG, 24, 200, 300, 600)), 2.0, 1e-9);
    EXPECT_THROW(arcMinutes(run(Process::MAG, 24, 200, 0, 600)), std::invalid_argument);
}

TEST(Process, LookUpByIsoNumber) {
    EXPECT_EQ(processByIso(135), Process::MAG);
    EXPECT_EQ(processByIso(141), Process::TIG);
    EXPECT_THROW(processByIso(131), std::invalid_argument);
    EXPECT_TRUE(info(Process::FCAW).shielding_gas);
    EXPECT_FALSE(info(Process::MMA).shielding_gas);
}

TEST(Process, Describe) {
    EXPECT_EQ(describe(run(Process::MAG, 27, 250, 350)), "MAG 250 A 27.0 V 350 mm/min, 0.93 kJ/mm");
}
