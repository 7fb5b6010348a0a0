#pragma once

#include <array>

namespace solarpv {

// Peak sun hours per day on the plane of the array, January to December.
using MonthlySunHours = std::array<double, 12>;
using MonthlyKwh = std::array<double, 12>;

constexpr double kDefaultPerformanceRatio = 0.80;

int days_in_month(int month);  // 1..12, non-leap year

// kWh an array of kwp produces in a month.
double monthly_yield_kwh(double kwp, double sun_hours_per_day, int days, double performance_ratio);

MonthlyKwh yearly_yield(double kwp, const MonthlySunHours& sun_hours,
                        double performance_ratio = kDefaultPerformanceRatio);

double total(const MonthlyKwh& months);

// kWh per kWp per year.
double specific_yield(double kwp, const MonthlyKwh& months);

// Yield in a given year of the system's life with linear degradation of the
// modules (year 1 is as new).
double degraded_yield(double first_year_kwh, int year, double degradation_pct_per_year);

}  // namespace solarpv
