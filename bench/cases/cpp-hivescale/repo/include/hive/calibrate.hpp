#pragma once

#include <cstdint>
#include <vector>

#include "hive/reading.hpp"

namespace hive {

// A point on the load cell's calibration curve: the raw count read with a known mass on the scale.
struct Knot {
    std::int32_t raw;
    double kg;
};

// The curve measured with test weights on the apiary's scale; the cell reads a little low towards the top.
const std::vector<Knot>& scale_curve();

// The mass on the scale for a raw count, by straight lines between the knots, held at the ends.
double raw_to_kg(std::int32_t raw);

// The cell reads heavy in the cold and light in the heat: the correction to add at a temperature.
double temperature_correction_kg(double temp_c);

// A reading's mass, temperature-corrected, rounded to 10 g.
double weigh(const Reading& reading);

} // namespace hive
