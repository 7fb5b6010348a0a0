#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

#include "fixture_day.h"
#include "logger.h"

namespace wx {
namespace {

TEST(Clock, ParseAndFormat) {
    EXPECT_EQ(parseClock("00:00"), 0);
    EXPECT_EQ(parseClock("06:40"), 400);
    EXPECT_EQ(parseClock("23:59"), 1439);
    EXPECT_EQ(formatClock(400), "06:40");
    EXPECT_EQ(formatClock(1439), "23:59");
    EXPECT_THROW(parseClock("24:00"), std::invalid_argument);
    EXPECT_THROW(parseClock("6:40"), std::invalid_argument);
    EXPECT_THROW(parseClock("06:4x"), std::invalid_argument);
}

TEST(LoggerRow, AppliesCalibration) {
    Calibration cal;
    cal.tempOffsetC = -0.3;
    cal.pressureOffsetHPa = 1.2;
    cal.mmPerTip = 0.5;
    const Reading r = parseRow("12:00, 3.4, 78, 972.8, 9.0, 17.2, 260, 3", cal);
    EXPECT_EQ(r.minute, 720);
    EXPECT_DOUBLE_EQ(r.tempC, 3.1);
    EXPECT_DOUBLE_EQ(r.humidityPct, 78.0);
    EXPECT_DOUBLE_EQ(r.pressureHPa, 974.0);
    EXPECT_DOUBLE_EQ(r.windMs, 9.0);
    EXPECT_DOUBLE_EQ(r.gustMs, 17.2);
    EXPECT_EQ(r.windDirDeg, 260);
    EXPECT_DOUBLE_EQ(r.rainMm, 1.5);
}

TEST(LoggerRow, RejectsBadRows) {
    const Calibration cal;
    EXPECT_THROW(parseRow("12:00,3.4,78,972.8,9.0,17.2,260", cal), std::invalid_argument);
    EXPECT_THROW(parseRow("12:00,3.4,78,972.8,9.0,17.2,260,", cal), std::invalid_argument);
    EXPECT_THROW(parseRow("12:00,3.4,108,972.8,9.0,17.2,260,0", cal), std::invalid_argument);
    EXPECT_THROW(parseRow("12:00,3.4,78,972.8,9.0,7.2,260,0", cal), std::invalid_argument);
    EXPECT_THROW(parseRow("12:00,warm,78,972.8,9.0,17.2,260,0", cal), std::invalid_argument);
}

TEST(LoggerDay, SkipsCommentsAndBlankLines) {
    const auto day = testing::hawesMoorDay();
    ASSERT_EQ(day.size(), 12u);
    EXPECT_EQ(day.front().minute, 0);
    EXPECT_EQ(day.back().minute, 21 * 60);
    EXPECT_DOUBLE_EQ(day[4].rainMm, 0.8);
}

TEST(LoggerDay, NamesTheBadLine) {
    std::istringstream in("00:00,1.2,92,975.4,4.1,7.2,230,0\n02:00,0.4,94,974.8,4.6,x,235,1\n");
    try {
        readDay(in, Calibration{});
        FAIL() << "expected an error";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()), "line 2: bad gust: 'x'");
    }
}

TEST(LoggerDay, RowsMustBeInOrder) {
    std::istringstream in("02:00,1.2,92,975.4,4.1,7.2,230,0\n01:00,0.4,94,974.8,4.6,8.0,235,1\n");
    EXPECT_THROW(readDay(in, Calibration{}), std::invalid_argument);
}

}  // namespace
}  // namespace wx
