// Infusion orders and their dose units.
#pragma once

#include <string>

namespace infusion {

enum class DoseUnit {
    mg_per_h,
    mcg_per_kg_per_min,
    mg_per_kg_per_h,
    units_per_h,
};

// What a bag's amount is counted in: a mass in mg, or units (heparin, insulin).
enum class AmountUnit { mg, units };

struct Order {
    std::string drug;
    double dose = 0;
    DoseUnit unit = DoseUnit::mg_per_h;
    double weight_kg = 0;  // needed for weight-based units
};

bool weight_based(DoseUnit unit);

// The amount unit a dose unit is measured in.
AmountUnit amount_unit(DoseUnit unit);

// The order's dose as amount per hour: mg/h, or units/h. Throws std::invalid_argument for a
// weight-based order without a weight.
double amount_per_hour(const Order& order);

const char* to_string(DoseUnit unit);

}  // namespace infusion
