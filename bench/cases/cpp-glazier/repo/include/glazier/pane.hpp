#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "glazier/glass.hpp"

namespace glazier {

// A pane of glass on a job: sizes in millimetres, width first as glaziers write them.
struct Pane {
    std::string ref;
    int width_mm = 0;
    int height_mm = 0;
    GlassKind kind = GlassKind::Float4;
    int quantity = 1;

    double area_m2() const;
    int perimeter_mm() const;
};

// Glass size for a measured rebate: the pane sits clearance_mm clear of the rebate on every side.
Pane pane_for_rebate(std::string ref, int rebate_width_mm, int rebate_height_mm, GlassKind kind,
                     int clearance_mm = 3);

// Parses a size written as "width x height", e.g. "1200 x 800" or "1200x800" (millimetres).
// Throws std::invalid_argument if it is not two positive whole numbers.
std::pair<int, int> parse_size(std::string_view text);

// Weight of one pane in kilograms.
double weight_kg(const Pane& pane);

}  // namespace glazier
