#pragma once

#include <string>

namespace tariff {

enum class Band { OffPeak, Peak };

// Peak runs from 07:00 up to 23:00; the rest of the day is off-peak.
constexpr int kPeakStart = 7 * 60;
constexpr int kPeakEnd = 23 * 60;

// The band a reading starting at `minute_of_day` (0..1439) falls in.
Band band_at(int minute_of_day);

std::string band_name(Band band);

}  // namespace tariff
