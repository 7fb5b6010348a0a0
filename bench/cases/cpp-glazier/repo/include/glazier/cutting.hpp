#pragma once

#include <string>
#include <vector>

#include "glazier/pane.hpp"

namespace glazier {

// A stock sheet on the rack (a split jumbo by default).
struct Sheet {
    int width_mm = 2'550;
    int height_mm = 1'605;

    double area_m2() const { return static_cast<double>(width_mm) * height_mm / 1'000'000.0; }
};

struct CutOptions {
    // Glass lost along each cut.
    int kerf_mm = 2;
};

// Where one piece is cut from: sheet number (from 0) and the piece's corner on it.
struct Placement {
    std::string ref;
    int sheet = 0;
    int x_mm = 0;
    int y_mm = 0;
    int width_mm = 0;
    int height_mm = 0;
};

struct CutPlan {
    std::vector<Placement> placements;
    // Panes that cannot be cut here and must be ordered to size.
    std::vector<Pane> to_order;
    int sheets = 0;

    // Share of the sheets used that is not in a placed piece, in percent.
    double waste_percent(const Sheet& sheet) const;
};

// Lays the cuttable panes out in shelves across the sheet, tallest first, opening a new shelf below when a
// piece does not fit beside the others and a new sheet when the sheet is full.
// Throws std::invalid_argument if a pane is larger than the sheet.
CutPlan plan_cuts(const std::vector<Pane>& panes, const Sheet& sheet, const CutOptions& options = {});

}  // namespace glazier
