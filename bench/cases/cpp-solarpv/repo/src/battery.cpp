#include "solarpv/battery.h"

#include <algorithm>
#include <stdexcept>

namespace solarpv {

double usable_kwh(const BatterySpec& battery) {
  if (battery.depth_of_discharge < 0.0 || battery.depth_of_discharge > 1.0) {
    throw std::invalid_argument("depth of discharge must be 0..1");
  }
  return battery.nominal_kwh * battery.depth_of_discharge;
}

DayResult simulate_day(const BatterySpec& battery, const DayFlows& day) {
  if (day.generation_kwh < 0.0 || day.daytime_load_kwh < 0.0 || day.evening_load_kwh < 0.0) {
    throw std::invalid_argument("energy flows cannot be negative");
  }
  DayResult r;
  const double direct = std::min(day.generation_kwh, day.daytime_load_kwh);
  const double surplus = day.generation_kwh - direct;

  r.stored_kwh = std::min(surplus, usable_kwh(battery));
  r.exported_kwh = surplus - r.stored_kwh;
  r.battery_out_kwh = std::min(r.stored_kwh * battery.round_trip_efficiency, day.evening_load_kwh);

  r.self_used_kwh = direct + r.battery_out_kwh;
  r.imported_kwh = (day.daytime_load_kwh - direct) + (day.evening_load_kwh - r.battery_out_kwh);
  return r;
}

double self_sufficiency(const DayFlows& day, const DayResult& result) {
  const double load = day.daytime_load_kwh + day.evening_load_kwh;
  if (load <= 0.0) {
    return 1.0;
  }
  return result.self_used_kwh / load;
}

}  // namespace solarpv
