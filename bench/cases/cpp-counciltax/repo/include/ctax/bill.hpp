#pragma once

#include <string>
#include <vector>

#include "ctax/bands.hpp"
#include "ctax/discounts.hpp"

namespace ctax {

// The Band D charges of the authorities that precept on a parish, summed into one Band D figure.
struct Precepts {
    Pence district = 0;
    Pence county = 0;
    Pence police = 0;
    Pence fire = 0;
    Pence parish = 0;

    Pence band_d() const { return district + county + police + fire + parish; }
};

struct Bill {
    std::string account;
    char band;
    Pence annual;
    std::vector<Pence> instalments;
};

// Split an annual sum into equal instalments; the first takes the odd pennies.
std::vector<Pence> instalments(Pence annual, int count);

Bill make_bill(const std::string& account, char band, const Precepts& precepts, Occupancy occupancy,
               int instalment_count = 10);

}  // namespace ctax
