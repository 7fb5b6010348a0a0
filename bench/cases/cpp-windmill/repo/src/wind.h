// Wind readings at the mill: unit conversion, Beaufort force and the hours
// in a day when the sails can be set.
#pragma once

#include <string>
#include <vector>

namespace windmill {

double knots_to_ms(double knots);

// Beaufort force (0-12) for a mean wind speed in metres per second, by the
// upper limits of the Met Office table.
int beaufort(double ms);

struct WindReading {
    int hour;   // 0-23
    double ms;  // mean speed over the hour
};

// Hours whose mean wind lies within [cut_in, cut_out): below cut_in the
// sails will not turn the stones under load, at or above cut_out the mill is
// stopped and the sails furled.
std::vector<int> working_hours(const std::vector<WindReading>& readings, double cut_in, double cut_out);

}  // namespace windmill
