#include "lockflight/fees.hpp"

#include <algorithm>

namespace lockflight {

int passage_fee(const Boat& boat, const Tariff& tariff) {
    int metres = (boat.length_cm + 99) / 100;
    return std::max(metres * tariff.pence_per_metre, tariff.minimum_pence);
}

}  // namespace lockflight
