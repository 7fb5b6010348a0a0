#pragma once

#include "lockflight/boat.hpp"

namespace lockflight {

struct Tariff {
    int pence_per_metre = 45;  // for each whole or part metre of length
    int minimum_pence = 300;
};

// The fee for one passage of the flight.
int passage_fee(const Boat& boat, const Tariff& tariff);

}  // namespace lockflight
