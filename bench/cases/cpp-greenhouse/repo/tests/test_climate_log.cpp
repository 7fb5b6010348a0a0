#include <gtest/gtest.h>

#include <stdexcept>

#include "greenhouse/climate_log.h"

using namespace greenhouse;

namespace {
const char* kMorning =
    "# time,temp,rh\n"
    "06:00,15.0,92\n"
    "06:05,15.5,90\n"
    "\n"
    "06:10,17.0,85\n"
    "06:15,26.0,60\n";
}  // namespace

TEST(ClimateLog, LoadsCsv) {
    ClimateLog log;
    log.load_csv(kMorning);
    ASSERT_EQ(log.readings().size(), 4u);
    EXPECT_EQ(log.readings()[2].time.str(), "06:10");
    EXPECT_DOUBLE_EQ(log.readings()[3].rh_percent, 60.0);
    EXPECT_THROW(log.load_csv("06:20,17.0\n"), std::invalid_argument);
}

TEST(ClimateLog, Summary) {
    ClimateLog log;
    log.load_csv(kMorning);
    const DaySummary s = log.summary();
    EXPECT_EQ(s.readings, 4);
    EXPECT_DOUBLE_EQ(s.min_c, 15.0);
    EXPECT_DOUBLE_EQ(s.max_c, 26.0);
    EXPECT_DOUBLE_EQ(s.mean_c, 18.375);
    EXPECT_GT(s.mean_vpd_kpa, 0.0);
}

TEST(ClimateLog, DegreeHoursAndHumidMinutes) {
    ClimateLog log(15);
    log.load_csv(kMorning);
    EXPECT_DOUBLE_EQ(log.degree_hours_above(16.0), 0.25 * 1.0 + 0.25 * 10.0);
    EXPECT_EQ(log.minutes_humid(90.0), 30);
}

TEST(ClimateLog, ReadingsMustBeInOrder) {
    ClimateLog log;
    log.add({TimeOfDay(6, 0), 15.0, 90.0});
    EXPECT_THROW(log.add({TimeOfDay(5, 55), 15.0, 90.0}), std::invalid_argument);
}
