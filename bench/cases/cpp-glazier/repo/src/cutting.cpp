#include "glazier/cutting.hpp"

#include <algorithm>
#include <stdexcept>

namespace glazier {

namespace {

struct Piece {
    std::string ref;
    int width_mm;
    int height_mm;
};

struct Shelf {
    int sheet;
    int y_mm;
    int height_mm;
    int used_mm;  // width taken so far, kerfs included
};

}  // namespace

double CutPlan::waste_percent(const Sheet& sheet) const {
    if (sheets == 0) {
        return 0.0;
    }
    double used = 0.0;
    for (const auto& p : placements) {
        used += static_cast<double>(p.width_mm) * p.height_mm / 1'000'000.0;
    }
    return 100.0 * (1.0 - used / (sheets * sheet.area_m2()));
}

CutPlan plan_cuts(const std::vector<Pane>& panes, const Sheet& sheet, const CutOptions& options) {
    CutPlan plan;
    std::vector<Piece> pieces;
    for (const auto& pane : panes) {
        if (!cuttable(pane.kind)) {
            plan.to_order.push_back(pane);
            continue;
        }
        if (pane.width_mm > sheet.width_mm || pane.height_mm > sheet.height_mm) {
            throw std::invalid_argument("pane " + pane.ref + " is larger than the stock sheet");
        }
        for (int i = 0; i < pane.quantity; ++i) {
            pieces.push_back({pane.ref, pane.width_mm, pane.height_mm});
        }
    }
    std::stable_sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) {
        if (a.height_mm != b.height_mm) {
            return a.height_mm > b.height_mm;
        }
        return a.width_mm > b.width_mm;
    });

    std::vector<Shelf> shelves;
    std::vector<int> sheet_used_mm;  // height taken on each sheet, kerfs included
    for (const auto& piece : pieces) {
        bool placed = false;
        for (auto& shelf : shelves) {
            if (piece.height_mm <= shelf.height_mm && shelf.used_mm + piece.width_mm <= sheet.width_mm) {
                plan.placements.push_back(
                    {piece.ref, shelf.sheet, shelf.used_mm, shelf.y_mm, piece.width_mm, piece.height_mm});
                shelf.used_mm += piece.width_mm + options.kerf_mm;
                placed = true;
                break;
            }
        }
        if (placed) {
            continue;
        }
        int index = 0;
        while (index < static_cast<int>(sheet_used_mm.size()) &&
               sheet_used_mm[index] + piece.height_mm > sheet.height_mm) {
            ++index;
        }
        if (index == static_cast<int>(sheet_used_mm.size())) {
            sheet_used_mm.push_back(0);
        }
        const int y = sheet_used_mm[index];
        shelves.push_back({index, y, piece.height_mm, piece.width_mm + options.kerf_mm});
        sheet_used_mm[index] += piece.height_mm + options.kerf_mm;
        plan.placements.push_back({piece.ref, index, 0, y, piece.width_mm, piece.height_mm});
    }
    plan.sheets = static_cast<int>(sheet_used_mm.size());
    return plan;
}

}  // namespace glazier
