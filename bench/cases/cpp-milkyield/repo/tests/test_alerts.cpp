#include <gtest/gtest.h>

#include "fixtures.hpp"
#include "milkyield/alerts.hpp"

using namespace milkyield;

TEST(Alerts, BaselineIsTheMeanOfThePreviousWeek) {
    const auto herd = parlour_herd();
    EXPECT_DOUBLE_EQ(baseline_yield(herd, "BELLA", Date{2024, 3, 3}), 28.0);
    EXPECT_DOUBLE_EQ(baseline_yield(herd, "DAISY", Date{2024, 3, 3}), 22.0);
}

TEST(Alerts, NoBaselineWithoutEnoughDays) {
    const auto herd = parlour_herd();
    // Only 2024-02-24 to 02-26 lie before 02-27: three days, fewer than min_days.
    EXPECT_DOUBLE_EQ(baseline_yield(herd, "BELLA", Date{2024, 2, 27}), 0.0);
    EXPECT_DOUBLE_EQ(baseline_yield(herd, "BELLA", Date{2024, 2, 28}), 28.0);
}

TEST(Alerts, YieldDropAboveTheThreshold) {
    const auto herd = parlour_herd();
    const auto alerts = yield_drops(herd, Date{2024, 3, 3});
    ASSERT_EQ(alerts.size(), 1u);
    EXPECT_EQ(alerts[0].cow, "BELLA");
    EXPECT_DOUBLE_EQ(alerts[0].litres, 17.0);
    EXPECT_DOUBLE_EQ(alerts[0].baseline, 28.0);
    EXPECT_NEAR(alerts[0].drop, 11.0 / 28.0, 1e-12);
}

TEST(Alerts, NoYieldAlertOnASteadyDay) {
    const auto herd = parlour_herd();
    EXPECT_TRUE(yield_drops(herd, Date{2024, 3, 1}).empty());
}

TEST(Alerts, ThresholdIsASetting) {
    const auto herd = parlour_herd();
    AlertSettings lax;
    lax.max_drop = 0.5;
    EXPECT_TRUE(yield_drops(herd, Date{2024, 3, 3}, lax).empty());
}

TEST(Alerts, SccOverTheLimitAtTwoMilkingsRunning) {
    const auto herd = parlour_herd();
    const auto alerts = scc_alerts(herd, Date{2024, 3, 3});
    ASSERT_EQ(alerts.size(), 1u);
    EXPECT_EQ(alerts[0].cow, "BELLA");
    EXPECT_EQ(alerts[0].previous, 240);
    EXPECT_EQ(alerts[0].latest, 260);
    // On 03-02 only the PM milking was over the limit.
    EXPECT_TRUE(scc_alerts(herd, Date{2024, 3, 2}).empty());
}
