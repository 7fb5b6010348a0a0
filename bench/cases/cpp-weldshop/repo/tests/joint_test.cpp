#include <gtest/gtest.h>

#include <stdexcept>

#include "weldshop/joint.hpp"

using namespace weldshop;

TEST(Joint, SingleVButt) {
    ButtJoint j;
    j.thickness_mm = 10;
    j.gap_mm = 2;
    j.root_face_mm = 1.5;
    EXPECT_NEAR(crossSection(j), 61.713, 1e-3);
}

TEST(Joint, DoubleVNeedsLessMetal) {
    ButtJoint j;
    j.thickness_mm = 20;
    j.gap_mm = 2;
    j.root_face_mm = 2;
    j.double_sided = true;
    EXPECT_NEAR(crossSection(j), 133.531, 1e-3);
    j.double_sided = false;
    EXPECT_NEAR(crossSection(j), 227.061, 1e-3);
}

TEST(Joint, BadPreparationThrows) {
    ButtJoint j;
    j.thickness_mm = 6;
    j.root_face_mm = 8;
    EXPECT_THROW(crossSection(j), std::invalid_argument);
    FilletJoint f;
    EXPECT_THROW(crossSection(f), std::invalid_argument);
}

TEST(Joint, Fillet) {
    FilletJoint f;
    f.leg_mm = 6;
    f.web_mm = 10;
    f.flange_mm = 15;
    EXPECT_DOUBLE_EQ(crossSection(f), 18.0);
    EXPECT_DOUBLE_EQ(combinedThickness(f), 40.0);
}

TEST(Joint, ButtCombinedThickness) {
    ButtJoint j;
    j.thickness_mm = 25;
    EXPECT_DOUBLE_EQ(combinedThickness(j), 50.0);
}

TEST(Joint, DepositedMass) {
    EXPECT_NEAR(depositedMassKg(100, 1000), 0.8635, 1e-9);
    EXPECT_NEAR(depositedMassKg(100, 1000, 1.0), 0.785, 1e-9);
}
