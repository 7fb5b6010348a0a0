#pragma once

#include <vector>

#include "greenhouse/setpoints.h"

namespace greenhouse {

// One reading of the outside radiation sensor: mean W/m² over the interval
// that ends at `time`.
struct RadiationSample {
    TimeOfDay time;
    double watts_per_m2 = 0.0;
    int interval_s = 300;
};

struct Shot {
    TimeOfDay time;
    double litres_per_m2 = 0.0;
};

struct IrrigationSettings {
    // A shot is given each time this much light has fallen since the last one.
    double joules_per_cm2_per_shot = 100.0;
    double litres_per_m2_per_shot = 0.3;
    // No shots in the first and last part of the day, so the crop goes into
    // the night dry.
    TimeOfDay first_shot{7, 0};
    TimeOfDay last_shot{17, 0};
    int max_shots = 20;
};

// J/cm² that fell during one sample.
double joules_per_cm2(const RadiationSample& sample);

// Light sum of a day's samples, J/cm².
double light_sum(const std::vector<RadiationSample>& day);

// Shots triggered by the light sum over a day of samples in time order.
std::vector<Shot> plan_shots(const std::vector<RadiationSample>& day, const IrrigationSettings& settings);

double total_litres(const std::vector<Shot>& shots);

}  // namespace greenhouse
