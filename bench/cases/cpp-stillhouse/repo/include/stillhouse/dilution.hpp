#pragma once

#include <vector>

namespace stillhouse {

// Water to add to `litres` of spirit at `from_abv` to bring it down to
// `to_abv`, in litres. Volume contraction on mixing is ignored, as the
// excise officer's sums do. A spirit already at or below `to_abv` needs none.
double water_to_reduce(double litres, double from_abv, double to_abv);

// One spirit going into a vatting.
struct Part {
    double litres;
    double abv;
};

// Strength of the parts mixed together (volume-weighted), and their volume.
double blend_abv(const std::vector<Part>& parts);
double blend_litres(const std::vector<Part>& parts);

}  // namespace stillhouse
