#include "greenhouse/irrigation.h"

namespace greenhouse {

namespace {
constexpr double kCm2PerM2 = 10000.0;

bool within(TimeOfDay t, TimeOfDay from, TimeOfDay to) {
    return t.minutes() >= from.minutes() && t.minutes() <= to.minutes();
}
}  // namespace

double joules_per_cm2(const RadiationSample& sample) {
    return sample.watts_per_m2 * sample.interval_s / kCm2PerM2;
}

double light_sum(const std::vector<RadiationSample>& day) {
    double sum = 0.0;
    for (const auto& sample : day) {
        sum += joules_per_cm2(sample);
    }
    return sum;
}

std::vector<Shot> plan_shots(const std::vector<RadiationSample>& day, const IrrigationSettings& settings) {
    std::vector<Shot> shots;
    double since_last = 0.0;
    for (const auto& sample : day) {
        since_last += joules_per_cm2(sample);
        if (!within(sample.time, settings.first_shot, settings.last_shot)) {
            continue;
        }
        if (since_last >= settings.joules_per_cm2_per_shot &&
            static_cast<int>(shots.size()) < settings.max_shots) {
            shots.push_back({sample.time, settings.litres_per_m2_per_shot});
            since_last -= settings.joules_per_cm2_per_shot;
        }
    }
    return shots;
}

double total_litres(const std::vector<Shot>& shots) {
    double litres = 0.0;
    for (const auto& shot : shots) {
        litres += shot.litres_per_m2;
    }
    return litres;
}

}  // namespace greenhouse
