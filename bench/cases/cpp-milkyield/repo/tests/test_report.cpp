#include <gtest/gtest.h>

#include "fixtures.hpp"
#include "milkyield/report.hpp"

using namespace milkyield;

TEST(Report, MorningReportWithAlerts) {
    const auto herd = parlour_herd();
    EXPECT_EQ(morning_report(herd, Date{2024, 3, 3}),
              "Morning report 2024-03-03\n"
              "Herd: 39.0 l (-22% on 2024-03-02)\n"
              "YIELD BELLA 17.0 l against 28.0 l (-39%)\n"
              "SCC   BELLA 240 then 260\n");
}

TEST(Report, MorningReportOnAQuietDay) {
    const auto herd = parlour_herd();
    EXPECT_EQ(morning_report(herd, Date{2024, 3, 1}),
              "Morning report 2024-03-01\n"
              "Herd: 50.0 l (+0% on 2024-02-29)\n"
              "No alerts\n");
}

TEST(Report, FirstDayHasNoComparison) {
    const auto herd = parlour_herd();
    EXPECT_EQ(morning_report(herd, Date{2024, 2, 24}),
              "Morning report 2024-02-24\n"
              "Herd: 50.0 l\n"
              "No alerts\n");
}
