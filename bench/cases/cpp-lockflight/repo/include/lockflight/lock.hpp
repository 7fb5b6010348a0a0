#pragma once

#include "lockflight/boat.hpp"

namespace lockflight {

struct Chamber {
    int length_cm = 0;
    int width_cm = 0;
};

struct Lock {
    Chamber chamber;
    int cycle_minutes = 12;           // fill or empty, with the gates worked
    Direction set_for = Direction::Up;  // the way a boat can enter without a turn
};

bool fits(const Boat& boat, const Chamber& chamber);

}  // namespace lockflight
