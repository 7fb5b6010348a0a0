#include "solarpv/yield.h"

#include <numeric>
#include <stdexcept>
#include <string>

namespace solarpv {

int days_in_month(int month) {
  static const std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  if (month < 1 || month > 12) {
    throw std::out_of_range("month must be 1..12, was " + std::to_string(month));
  }
  return kDays[month - 1];
}

double monthly_yield_kwh(double kwp, double sun_hours_per_day, int days, double performance_ratio) {
  if (kwp < 0.0 || sun_hours_per_day < 0.0) {
    throw std::invalid_argument("array size and sun hours cannot be negative");
  }
  if (performance_ratio <= 0.0 || performance_ratio > 1.0) {
    throw std::invalid_argument("performance ratio must be in (0, 1]");
  }
  return kwp * sun_hours_per_day * days * performance_ratio;
}

MonthlyKwh yearly_yield(double kwp, const MonthlySunHours& sun_hours, double performance_ratio) {
  MonthlyKwh months{};
  for (int m = 1; m <= 12; ++m) {
    months[m - 1] = monthly_yield_kwh(kwp, sun_hours[m - 1], days_in_month(m), performance_ratio);
  }
  return months;
}

double total(const MonthlyKwh& months) {
  return std::accumulate(months.begin(), months.end(), 0.0);
}

double specific_yield(double kwp, const MonthlyKwh& months) {
  if (kwp <= 0.0) {
    throw std::invalid_argument("array size must be positive");
  }
  return total(months) / kwp;
}

double degraded_yield(double first_year_kwh, int year, double degradation_pct_per_year) {
  if (year < 1) {
    throw std::invalid_argument("years count from 1");
  }
  return first_year_kwh * (1.0 - degradation_pct_per_year / 100.0 * (year - 1));
}

}  // namespace solarpv
