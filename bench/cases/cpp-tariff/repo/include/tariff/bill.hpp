#pragma once

#include <vector>

#include "tariff/band.hpp"

namespace tariff {

// Prices in tenths of a cent per kWh.
struct Rates {
    long off_peak;
    long peak;
    long standing_per_day;  // tenths of a cent per day
};

struct Reading {
    int minute_of_day;  // start of the half hour
    long wh;            // energy used in the half hour, watt-hours
};

long rate_for(Band band, const Rates& rates);

// The day's bill in whole cents, rounded half up.
long day_bill_cents(const std::vector<Reading>& readings, const Rates& rates);

}  // namespace tariff
