#include <gtest/gtest.h>

#include <stdexcept>

#include "letterpress/units.hpp"

using namespace letterpress;

TEST(Units, ParsesPicasAndPoints) {
    EXPECT_DOUBLE_EQ(parseMeasure("24p6"), 294.0);
    EXPECT_DOUBLE_EQ(parseMeasure("30p"), 360.0);
    EXPECT_DOUBLE_EQ(parseMeasure("p9"), 9.0);
    EXPECT_DOUBLE_EQ(parseMeasure("20p4.5"), 244.5);
}

TEST(Units, RejectsBadMeasures) {
    EXPECT_THROW(parseMeasure("24"), std::invalid_argument);
    EXPECT_THROW(parseMeasure("p"), std::invalid_argument);
    EXPECT_THROW(parseMeasure("2p14"), std::invalid_argument);
    EXPECT_THROW(parseMeasure("ap3"), std::invalid_argument);
    EXPECT_THROW(parseMeasure("1p2p"), std::invalid_argument);
}

TEST(Units, FormatsMeasures) {
    EXPECT_EQ(formatMeasure(294.0), "24p6");
    EXPECT_EQ(formatMeasure(360.0), "30p");
    EXPECT_EQ(formatMeasure(9.0), "p9");
    EXPECT_EQ(formatMeasure(244.4), "20p4.5");
}

TEST(Units, Millimetres) {
    EXPECT_NEAR(pointsToMm(72.27), 25.4, 0.001);
    EXPECT_NEAR(mmToPoints(pointsToMm(123.0)), 123.0, 1e-9);
}
