#include "lockflight/lock.hpp"

namespace lockflight {

bool fits(const Boat& boat, const Chamber& chamber) {
    return boat.length_cm <= chamber.length_cm && boat.beam_cm <= chamber.width_cm;
}

}  // namespace lockflight
