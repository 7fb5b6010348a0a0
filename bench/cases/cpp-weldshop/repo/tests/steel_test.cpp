#include <gtest/gtest.h>

#include <stdexcept>

#include "weldshop/steel.hpp"

using namespace weldshop;

TEST(Steel, CarbonEquivalentFromCertificate) {
    Composition c;
    c.c = 0.18;
    c.mn = 1.40;
    c.cr = 0.05;
    c.mo = 0.02;
    c.v = 0.01;
    c.ni = 0.05;
    c.cu = 0.20;
    EXPECT_NEAR(carbonEquivalent(c), 0.446, 1e-9);
}

TEST(Steel, PlainCarbonIsJustCarbonAndManganese) {
    Composition c;
    c.c = 0.20;
    c.mn = 0.60;
    EXPECT_NEAR(carbonEquivalent(c), 0.30, 1e-9);
}

TEST(Steel, StockedGrades) {
    EXPECT_EQ(gradeByName("S275JR").yield_mpa, 275);
    EXPECT_NEAR(carbonEquivalent(gradeByName("S235JR").typical), 0.242, 1e-9);
    EXPECT_NEAR(carbonEquivalent(gradeByName("S460ML").typical), 0.5627, 1e-4);
    EXPECT_EQ(gradeNames().size(), 5u);
    EXPECT_EQ(gradeNames().front(), "S235JR");
}

TEST(Steel, UnknownGradeThrows) {
    EXPECT_THROW(gradeByName("S690QL"), std::out_of_range);
}
