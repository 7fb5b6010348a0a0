#include "solarpv/savings.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

namespace solarpv {
namespace {

TEST(Savings, AnnualSavings) {
  const Tariff tariff{24.5, 15.0};
  EXPECT_NEAR(922.0, annual_savings_gbp(tariff, 2600.0, 1900.0), 1e-9);
  EXPECT_DOUBLE_EQ(0.0, annual_savings_gbp(tariff, 0.0, 0.0));
  EXPECT_THROW(annual_savings_gbp(tariff, -1.0, 0.0), std::invalid_argument);
}

TEST(Savings, SimplePayback) {
  EXPECT_NEAR(9.7614, simple_payback_years(9000.0, 922.0), 1e-4);
  EXPECT_TRUE(std::isinf(simple_payback_years(9000.0, 0.0)));
  EXPECT_THROW(simple_payback_years(-1.0, 100.0), std::invalid_argument);
}

}  // namespace
}  // namespace solarpv
