#pragma once

#include "glider/flight.hpp"

namespace glider {

// Club charges in pence.
constexpr int kWinchPence = 1000;
constexpr int kAerotowBasePence = 3500;      // up to kAerotowBaseFt
constexpr int kAerotowBaseFt = 2000;
constexpr int kAerotowPerThousandPence = 1200;
constexpr int kSoaringCapMinutes = 180;      // no soaring fee after three hours

int launch_pence(const Flight& flight);

// Per-minute soaring fee of a club glider; 0 for a private glider (not in the club fleet).
int soaring_rate_pence(const std::string& glider);

int soaring_pence(const Flight& flight);

int flight_pence(const Flight& flight);

}  // namespace glider
