#include "tariff/band.hpp"

#include <stdexcept>

namespace tariff {

Band band_at(int minute_of_day) {
    if (minute_of_day < 0 || minute_of_day >= 24 * 60) {
        throw std::out_of_range("minute of day out of range");
    }
    if (minute_of_day >= kPeakStart && minute_of_day < kPeakEnd) {
        return Band::Peak;
    }
    return Band::OffPeak;
}

std::string band_name(Band band) {
    switch (band) {
        case Band::OffPeak:
            return "off-peak";
        case Band::Peak:
            return "peak";
    }
    return "?";
}

}  // namespace tariff
