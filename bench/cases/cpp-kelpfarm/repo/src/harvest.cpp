#include "kelp/harvest.hpp"

#include <algorithm>

namespace kelp {

int daysSinceSeeding(const Longline& line, int dayOfYear) {
    return (dayOfYear - line.seededDay + 365) % 365;
}

HarvestPlan planHarvest(const std::vector<Longline>& lines, const Site& site, const GrowthModel& model,
                        int dayOfYear, double readyKgPerM) {
    HarvestPlan plan;
    plan.day = dayOfYear;
    for (const Longline& line : lines) {
        const double kgPerM = biomassKgPerM(line, site, model, daysSinceSeeding(line, dayOfYear));
        LineState state{line.id, kgPerM, kgPerM * line.lengthM};
        if (kgPerM >= readyKgPerM) {
            plan.wetTonnes += state.wetKg / 1000.0;
            plan.cut.push_back(state);
        } else {
            plan.left.push_back(state);
        }
    }
    std::stable_sort(plan.cut.begin(), plan.cut.end(),
                     [](const LineState& a, const LineState& b) { return a.kgPerM > b.kgPerM; });
    plan.dryTonnes = plan.wetTonnes * kDryFraction;
    return plan;
}

}  // namespace kelp
