#pragma once

#include <string>
#include <vector>

#include "stillhouse/cask.hpp"

namespace stillhouse {

// A bottling run: the casks are vatted together, brought down to the
// bottling strength with water and filled into bottles.
struct BottlingPlan {
    double vatted_litres = 0;  // from the casks
    double vatted_abv = 0;
    double water_litres = 0;   // added to reach the bottling strength
    double bottling_abv = 0;
    int bottles = 0;           // full bottles
    double lpa = 0;            // litres of pure alcohol bottled
    long duty = 0;             // pence
};

constexpr double kStandardBottle = 0.7;  // litres

// Plans a bottling of `casks` at `bottling_abv` into bottles of
// `bottle_litres`. Whatever is left over after the last full bottle stays in
// the vat and is not counted.
BottlingPlan plan_bottling(const std::vector<Cask>& casks, double bottling_abv,
                           double bottle_litres = kStandardBottle);

// A few lines describing the plan, for the warehouse book.
std::string describe(const BottlingPlan& plan);

}  // namespace stillhouse
