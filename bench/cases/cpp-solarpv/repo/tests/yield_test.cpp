#include "solarpv/yield.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "fixtures.h"

namespace solarpv {
namespace {

TEST(Yield, DaysInMonth) {
  EXPECT_EQ(31, days_in_month(1));
  EXPECT_EQ(28, days_in_month(2));
  EXPECT_EQ(30, days_in_month(11));
  EXPECT_THROW(days_in_month(0), std::out_of_range);
  EXPECT_THROW(days_in_month(13), std::out_of_range);
}

TEST(Yield, MonthlyYield) {
  EXPECT_NEAR(476.28, monthly_yield_kwh(4.05, 4.9, 30, 0.8), 1e-9);
  EXPECT_THROW(monthly_yield_kwh(4.05, 4.9, 30, 0.0), std::invalid_argument);
  EXPECT_THROW(monthly_yield_kwh(-1.0, 4.9, 30, 0.8), std::invalid_argument);
}

TEST(Yield, YearForTenPanelsInBristol) {
  const MonthlyKwh months = yearly_yield(4.05, testing::bristol_south_35());
  EXPECT_NEAR(90.396, months[0], 1e-9);
  EXPECT_NEAR(482.112, months[6], 1e-9);
  EXPECT_NEAR(80.352, months[11], 1e-9);
  EXPECT_NEAR(3417.552, total(months), 1e-6);
  EXPECT_NEAR(843.84, specific_yield(4.05, months), 1e-6);
}

TEST(Yield, Degradation) {
  EXPECT_DOUBLE_EQ(3417.552, degraded_yield(3417.552, 1, 0.5));
  EXPECT_NEAR(3263.76216, degraded_yield(3417.552, 10, 0.5), 1e-6);
  EXPECT_THROW(degraded_yield(3417.552, 0, 0.5), std::invalid_argument);
}

}  // namespace
}  // namespace solarpv
