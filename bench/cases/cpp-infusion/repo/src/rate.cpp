#include "infusion/rate.hpp"

#include <stdexcept>

namespace infusion {

double Bag::concentration() const {
    if (volume_ml <= 0) {
        throw std::invalid_argument("bag has no volume");
    }
    return amount / volume_ml;
}

double rate_ml_h(const Order& order, const Bag& bag) {
    if (amount_unit(order.unit) != bag.amount_unit) {
        throw std::invalid_argument(order.drug + ": order and bag are counted in different units");
    }
    return amount_per_hour(order) / bag.concentration();
}

double drops_per_min(double rate_ml_h, int drop_factor) {
    if (drop_factor <= 0) {
        throw std::invalid_argument("drop factor must be positive");
    }
    return rate_ml_h * drop_factor / 60.0;
}

}  // namespace infusion
