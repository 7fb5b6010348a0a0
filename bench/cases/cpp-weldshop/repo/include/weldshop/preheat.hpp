#pragma once

namespace weldshop {

// The shop's preheat table for carbon-manganese and fine-grained steels,
// worked out from EN 1011-2 for low hydrogen consumables (scale B) and
// heat inputs of 1 to 2 kJ/mm.
//
// Rows are bands of carbon equivalent up to 0.35, 0.40, 0.45, 0.50 and
// above; columns are bands of combined thickness up to 25, 50, 75 mm and
// above. Each band includes its upper limit.
//
// Returns the minimum preheat and interpass temperature in degrees C, or 0
// when the steel can be welded from the shop's ambient.
int minimumPreheat(double carbon_equivalent, double combined_thickness_mm);

// Minimum preheat for one of the stocked grades.
int minimumPreheat(const char* grade, double combined_thickness_mm);

}  // namespace weldshop
