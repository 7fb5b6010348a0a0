// Cutting lists: which stock lengths to cut the pieces of a job from.
#pragma once

#include <string>
#include <vector>

namespace lumber {

struct Piece {
    std::string label;
    int lengthMm = 0;
    int quantity = 1;
};

struct Cut {
    std::string label;
    int lengthMm = 0;
};

// One stock length and the pieces cut from it.
struct Bar {
    int stockMm = 0;
    int usedMm = 0;  // pieces plus saw kerfs
    std::vector<Cut> cuts;

    int offcutMm() const { return stockMm - usedMm; }
};

struct CutPlan {
    int stockMm = 0;
    int kerfMm = 0;
    std::vector<Bar> bars;

    // Offcuts as a percentage of the stock bought.
    double wastePct() const;
    // Total length of pieces cut, in millimetres.
    int piecesMm() const;
};

// Plans the cuts first-fit decreasing: longest pieces first, each into the
// first bar with room for it and its saw kerf. A cut right at the end of a bar
// needs no kerf. Throws std::invalid_argument for a piece longer than the stock.
CutPlan planCuts(const std::vector<Piece>& pieces, int stockMm, int kerfMm);

}  // namespace lumber
