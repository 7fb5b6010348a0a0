#pragma once

namespace solarpv {

struct BatterySpec {
  double nominal_kwh = 0.0;
  double depth_of_discharge = 0.9;     // share of nominal that may be used
  double round_trip_efficiency = 0.9;  // kWh out per kWh in
};

double usable_kwh(const BatterySpec& battery);

// One day's energy: what the array makes, what the house uses while it does,
// and what it uses after dark.
struct DayFlows {
  double generation_kwh = 0.0;
  double daytime_load_kwh = 0.0;
  double evening_load_kwh = 0.0;
};

struct DayResult {
  double self_used_kwh = 0.0;  // generation used in the house, directly or via the battery
  double exported_kwh = 0.0;
  double imported_kwh = 0.0;
  double stored_kwh = 0.0;       // put into the battery
  double battery_out_kwh = 0.0;  // taken out in the evening
};

// Daytime surplus charges the battery (empty at dawn), the rest is exported;
// the evening is served from the battery first.
DayResult simulate_day(const BatterySpec& battery, const DayFlows& day);

// Share of the house's use met by the system, 0..1.
double self_sufficiency(const DayFlows& day, const DayResult& result);

}  // namespace solarpv
