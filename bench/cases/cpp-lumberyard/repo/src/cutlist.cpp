#include "cutlist.h"

#include <algorithm>
#include <stdexcept>

namespace lumber {

double CutPlan::wastePct() const {
    if (bars.empty()) {
        return 0;
    }
    long offcuts = 0;
    for (const auto& b : bars) {
        offcuts += b.offcutMm();
    }
    return 100.0 * static_cast<double>(offcuts) / (static_cast<double>(stockMm) * static_cast<double>(bars.size()));
}

int CutPlan::piecesMm() const {
    int total = 0;
    for (const auto& b : bars) {
        for (const auto& c : b.cuts) {
            total += c.lengthMm;
        }
    }
    return total;
}

CutPlan planCuts(const std::vector<Piece>& pieces, int stockMm, int kerfMm) {
    std::vector<Cut> cuts;
    for (const auto& p : pieces) {
        if (p.lengthMm > stockMm) {
            throw std::invalid_argument(p.label + " is longer than the stock length");
        }
        for (int i = 0; i < p.quantity; ++i) {
            cuts.push_back({p.label, p.lengthMm});
        }
    }
    std::stable_sort(cuts.begin(), cuts.end(), [](const Cut& a, const Cut& b) { return a.lengthMm > b.lengthMm; });

    CutPlan plan{stockMm, kerfMm, {}};
    for (const auto& cut : cuts) {
        auto fits = [&](const Bar& b) { return b.usedMm + cut.lengthMm <= b.stockMm; };
        auto it = std::find_if(plan.bars.begin(), plan.bars.end(), fits);
        if (it == plan.bars.end()) {
            plan.bars.push_back(Bar{stockMm, 0, {}});
            it = plan.bars.end() - 1;
        }
        it->cuts.push_back(cut);
        it->usedMm = std::min(it->stockMm, it->usedMm + cut.lengthMm + kerfMm);
    }
    return plan;
}

}  // namespace lumber
