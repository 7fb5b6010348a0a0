#include "ctax/bill.hpp"

#include <stdexcept>

namespace ctax {

std::vector<Pence> instalments(Pence annual, int count) {
    if (count < 1 || count > 12) {
        throw std::invalid_argument("instalments: between 1 and 12");
    }
    std::vector<Pence> out(count, annual / count);
    out.front() += annual % count;
    return out;
}

Bill make_bill(const std::string& account, char band, const Precepts& precepts, Occupancy occupancy,
               int instalment_count) {
    Pence annual = apply_occupancy(band_charge(precepts.band_d(), band), occupancy);
    return Bill{account, band, annual, instalments(annual, instalment_count)};
}

}  // namespace ctax
