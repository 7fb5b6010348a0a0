#pragma once

namespace solarpv {

// Prices in pence per kWh.
struct Tariff {
  double import_p_per_kwh = 0.0;
  double export_p_per_kwh = 0.0;
};

// Pounds a year: what self-used energy would have cost to import, plus export payments.
double annual_savings_gbp(const Tariff& tariff, double self_used_kwh, double exported_kwh);

// Years until savings repay the installed cost, at a constant yearly saving.
double simple_payback_years(double cost_gbp, double annual_savings_gbp);

}  // namespace solarpv
