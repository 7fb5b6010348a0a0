#pragma once

#include <cstdint>

namespace ctax {

using Pence = std::int64_t;

// The band's charge as a proportion of Band D, in ninths (A is 6/9, D is 9/9, H is 18/9).
int band_ninths(char band);

// The annual charge for a band, given the Band D charge, rounded to the nearest penny.
Pence band_charge(Pence band_d, char band);

}  // namespace ctax
