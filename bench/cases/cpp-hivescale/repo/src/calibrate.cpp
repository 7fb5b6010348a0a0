#include "hive/calibrate.hpp"

#include <cmath>

namespace hive {

const std::vector<Knot>& scale_curve() {
    static const std::vector<Knot> curve = {
        {8'000, 0.0}, {48'000, 20.0}, {88'000, 40.5}, {128'000, 61.5},
    };
    return curve;
}

double raw_to_kg(std::int32_t raw) {
    const auto& curve = scale_curve();
    if (raw <= curve.front().raw) return curve.front().kg;
    if (raw >= curve.back().raw) return curve.back().kg;
    for (std::size_t i = 1; i < curve.size(); ++i) {
        if (raw <= curve[i].raw) {
            const Knot& a = curve[i - 1];
            const Knot& b = curve[i];
            double t = double(raw - a.raw) / double(b.raw - a.raw);
            return a.kg + t * (b.kg - a.kg);
        }
    }
    return curve.back().kg;
}

double temperature_correction_kg(double temp_c) {
    // 12 g per degree away from the 20 C the curve was measured at.
    return (temp_c - 20.0) * -0.012;
}

double weigh(const Reading& reading) {
    double kg = raw_to_kg(reading.raw) + temperature_correction_kg(reading.temp_c);
    return std::round(kg * 100.0) / 100.0;
}

} // namespace hive
