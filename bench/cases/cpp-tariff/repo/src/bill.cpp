#include "tariff/bill.hpp"

namespace tariff {

long rate_for(Band band, const Rates& rates) {
    switch (band) {
        case Band::OffPeak:
            return rates.off_peak;
        case Band::Peak:
            return rates.peak;
    }
    return rates.peak;
}

long day_bill_cents(const std::vector<Reading>& readings, const Rates& rates) {
    // energy (Wh) * price (tenths of a cent per kWh) = 1e-4 cents
    long total = rates.standing_per_day * 1000;
    for (const Reading& r : readings) {
        total += r.wh * rate_for(band_at(r.minute_of_day), rates);
    }
    return (total + 5000) / 10000;
}

}  // namespace tariff
