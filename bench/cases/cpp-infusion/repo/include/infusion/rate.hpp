// Pump rates from an order and the bag hung.
#pragma once

#include "infusion/dose.hpp"

namespace infusion {

struct Bag {
    double amount = 0;  // in amount_unit
    AmountUnit amount_unit = AmountUnit::mg;
    double volume_ml = 0;

    // Amount per ml. Throws std::invalid_argument for an empty bag.
    double concentration() const;
};

// The pump rate in ml/h that delivers the order from the bag. Throws std::invalid_argument when
// the order's unit does not match what the bag is counted in.
double rate_ml_h(const Order& order, const Bag& bag);

// Drops per minute for a gravity set with drop_factor drops per ml.
double drops_per_min(double rate_ml_h, int drop_factor);

}  // namespace infusion
