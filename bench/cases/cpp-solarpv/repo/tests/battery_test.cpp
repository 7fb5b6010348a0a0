#include "solarpv/battery.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace solarpv {
namespace {

BatterySpec home_battery() { return BatterySpec{9.5, 0.9, 0.9}; }

TEST(Battery, UsableCapacity) {
  EXPECT_NEAR(8.55, usable_kwh(home_battery()), 1e-12);
  EXPECT_THROW(usable_kwh(BatterySpec{9.5, 1.2, 0.9}), std::invalid_argument);
}

TEST(Battery, SummerDayFillsTheBatteryAndExports) {
  const DayFlows day{28.0, 6.0, 7.0};
  const DayResult r = simulate_day(home_battery(), day);
  EXPECT_NEAR(8.55, r.stored_kwh, 1e-9);
  EXPECT_NEAR(13.45, r.exported_kwh, 1e-9);
  EXPECT_NEAR(7.0, r.battery_out_kwh, 1e-9);
  EXPECT_NEAR(13.0, r.self_used_kwh, 1e-9);
  EXPECT_NEAR(0.0, r.imported_kwh, 1e-9);
  EXPECT_DOUBLE_EQ(1.0, self_sufficiency(day, r));
}

TEST(Battery, SpringDayRunsTheBatteryFlat) {
  const DayFlows day{14.0, 5.0, 8.0};
  const DayResult r = simulate_day(home_battery(), day);
  EXPECT_NEAR(8.55, r.stored_kwh, 1e-9);
  EXPECT_NEAR(0.45, r.exported_kwh, 1e-9);
  EXPECT_NEAR(7.695, r.battery_out_kwh, 1e-9);
  EXPECT_NEAR(0.305, r.imported_kwh, 1e-9);
  EXPECT_NEAR(12.695 / 13.0, self_sufficiency(day, r), 1e-9);
}

TEST(Battery, WinterDayImports) {
  const DayFlows day{3.0, 8.0, 9.0};
  const DayResult r = simulate_day(home_battery(), day);
  EXPECT_DOUBLE_EQ(0.0, r.stored_kwh);
  EXPECT_DOUBLE_EQ(0.0, r.exported_kwh);
  EXPECT_DOUBLE_EQ(14.0, r.imported_kwh);
  EXPECT_NEAR(3.0 / 17.0, self_sufficiency(day, r), 1e-12);
  EXPECT_THROW(simulate_day(home_battery(), DayFlows{-1.0, 0.0, 0.0}), std::invalid_argument);
}

}  // namespace
}  // namespace solarpv
