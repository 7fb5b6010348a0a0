#include "stillhouse/bottling.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "stillhouse/dilution.hpp"
#include "stillhouse/duty.hpp"
#include "stillhouse/strength.hpp"

namespace stillhouse {

BottlingPlan plan_bottling(const std::vector<Cask>& casks, double bottling_abv,
                           double bottle_litres) {
    if (casks.empty()) throw std::invalid_argument("no casks to bottle");
    if (bottle_litres <= 0.0) throw std::invalid_argument("bottle size must be positive");

    std::vector<Part> parts;
    for (const Cask& c : casks) parts.push_back({c.litres, c.abv});

    BottlingPlan plan;
    plan.vatted_litres = blend_litres(parts);
    plan.vatted_abv = blend_abv(parts);
    plan.bottling_abv = bottling_abv;
    if (plan.vatted_abv > bottling_abv) {
        plan.water_litres = plan.vatted_litres * (plan.vatted_abv / bottling_abv - 1.0);
    } else {
        // already at or below strength: bottled as it is (cask strength)
        plan.bottling_abv = plan.vatted_abv;
    }

    double total = plan.vatted_litres + plan.water_litres;
    // a hair of tolerance so that 70.0 litres isn't 99.99999 bottles
    plan.bottles = static_cast<int>(std::floor(total / bottle_litres + 1e-9));
    plan.lpa = pure_alcohol(plan.bottles * bottle_litres, plan.bottling_abv);
    plan.duty = duty_pence(plan.lpa);
    return plan;
}

std::string describe(const BottlingPlan& plan) {
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "vatted %.1f L at %.1f%%, water %.1f L, %d bottles at %.1f%%, %.2f LPA, duty %s",
                  plan.vatted_litres, plan.vatted_abv, plan.water_litres, plan.bottles,
                  plan.bottling_abv, plan.lpa, pounds(plan.duty).c_str());
    return buf;
}

}  // namespace stillhouse
