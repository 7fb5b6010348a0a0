#include "infusion/dose.hpp"

#include <stdexcept>

namespace infusion {

bool weight_based(DoseUnit unit) {
    return unit == DoseUnit::mcg_per_kg_per_min || unit == DoseUnit::mg_per_kg_per_h;
}

AmountUnit amount_unit(DoseUnit unit) {
    return unit == DoseUnit::units_per_h ? AmountUnit::units : AmountUnit::mg;
}

double amount_per_hour(const Order& order) {
    if (weight_based(order.unit) && order.weight_kg <= 0) {
        throw std::invalid_argument(order.drug + ": weight-based dose without a weight");
    }
    switch (order.unit) {
        case DoseUnit::mg_per_h:
        case DoseUnit::units_per_h:
            return order.dose;
        case DoseUnit::mcg_per_kg_per_min:
            return order.dose * order.weight_kg * 60.0 / 1000.0;
        case DoseUnit::mg_per_kg_per_h:
            return order.dose * order.weight_kg;
    }
    throw std::logic_error("unknown dose unit");
}

const char* to_string(DoseUnit unit) {
    switch (unit) {
        case DoseUnit::mg_per_h:
            return "mg/h";
        case DoseUnit::mcg_per_kg_per_min:
            return "mcg/kg/min";
        case DoseUnit::mg_per_kg_per_h:
            return "mg/kg/h";
        case DoseUnit::units_per_h:
            return "units/h";
    }
    return "?";
}

}  // namespace infusion
