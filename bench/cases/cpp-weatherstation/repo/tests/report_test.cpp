#include <gtest/gtest.h>

#include "fixture_day.h"
#include "report.h"
#include "summary.h"

namespace wx {
namespace {

const Station kHawesMoor{"Hawes Moor", 312.0};

TEST(Report, DailyReport) {
    const DailySummary s = summarise(testing::hawesMoorDay());
    const std::string expected =
        "Hawes Moor (312 m), 2024-01-14\n"
        "Temperature: min -2.3 C at 06:40, max 4.1 C at 14:00, mean 0.6 C\n"
        "Dew point: min -2.7 C\n"
        "Rain: 3.4 mm, peak rate 1.2 mm/h\n"
        "Wind: mean 23 km/h (force 4), gust 62 km/h from W at 12:00\n"
        "Pressure: 1014.6 hPa at sea level\n";
    EXPECT_EQ(dailyReport(kHawesMoor, "2024-01-14", s), expected);
}

TEST(Report, DryDayHasNoRate) {
    std::vector<Reading> day(2);
    day[0] = {0, 10.0, 60, 1000, 2, 4, 180, 0};
    day[1] = {60, 11.0, 60, 1000, 2, 4, 180, 0};
    const std::string text = dailyReport(Station{"Sea Front", 4.0}, "2024-06-01", summarise(day));
    EXPECT_NE(text.find("Rain: 0.0 mm\n"), std::string::npos);
}

}  // namespace
}  // namespace wx
