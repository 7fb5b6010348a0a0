#include "solarpv/panel.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "fixtures.h"

namespace solarpv {
namespace {

using testing::helio405;

TEST(Panel, CellTemperatureFromNoct) {
  EXPECT_DOUBLE_EQ(66.25, cell_temperature(35.0, 1000.0));
  EXPECT_DOUBLE_EQ(38.75, cell_temperature(20.0, 600.0));
  EXPECT_DOUBLE_EQ(5.0, cell_temperature(5.0, 0.0));
  EXPECT_DOUBLE_EQ(76.25, cell_temperature(35.0, 1000.0, 53.0));
  EXPECT_THROW(cell_temperature(20.0, -1.0), std::invalid_argument);
}

TEST(Panel, OpenCircuitVoltageRisesWhenCold) {
  const PanelSpec p = helio405();
  EXPECT_DOUBLE_EQ(36.4, voc_at(p, 25.0));
  EXPECT_NEAR(39.7124, voc_at(p, -10.0), 1e-9);
  EXPECT_NEAR(32.4961, voc_at(p, 66.25), 1e-9);
}

TEST(Panel, MaxPowerPointFallsWhenHot) {
  const PanelSpec p = helio405();
  EXPECT_DOUBLE_EQ(30.6, vmp_at(p, 25.0));
  EXPECT_NEAR(27.31815, vmp_at(p, 66.25), 1e-9);
  EXPECT_NEAR(348.19875, pmax_at(p, 66.25), 1e-9);
  EXPECT_NEAR(377.46, pmax_at(p, 45.0), 1e-9);
}

TEST(Panel, Efficiency) {
  PanelSpec p = helio405();
  EXPECT_NEAR(0.2077, efficiency(p), 1e-4);
  p.area_m2 = 0.0;
  EXPECT_THROW(efficiency(p), std::invalid_argument);
}

}  // namespace
}  // namespace solarpv
