#include "greenhouse/vents.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace greenhouse {

VentController::VentController(VentSettings settings) : settings_(settings) {
    if (settings_.proportional_band_c <= 0.0) {
        throw std::invalid_argument("proportional band must be positive");
    }
}

double VentController::max_opening(const Weather& weather) const {
    if (weather.wind_ms >= settings_.storm_ms || weather.outside_c < settings_.frost_guard_c) {
        return 0.0;
    }
    double limit = 100.0;
    if (weather.raining) {
        limit = std::min(limit, settings_.rain_max_percent);
    }
    if (weather.wind_ms > settings_.wind_limit_ms) {
        limit = std::min(limit, settings_.high_wind_max_percent);
    }
    return limit;
}

double VentController::target_opening(double inside_c, double heating_setpoint_c,
                                      const Weather& weather) const {
    const double excess = inside_c - (heating_setpoint_c + settings_.offset_c);
    const double wanted = std::clamp(excess / settings_.proportional_band_c * 100.0, 0.0, 100.0);
    return std::min(wanted, max_opening(weather));
}

double VentController::step(double inside_c, double heating_setpoint_c, const Weather& weather) {
    const double target = target_opening(inside_c, heating_setpoint_c, weather);
    const bool must_close = target == 0.0 && position_ > 0.0;
    if (must_close || std::fabs(target - position_) >= settings_.min_step_percent) {
        position_ = target;
        ++moves_;
    }
    return position_;
}

}  // namespace greenhouse
