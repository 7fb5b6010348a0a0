#include "gearing.h"

#include <stdexcept>

namespace windmill {

namespace {
const double kPi = 3.14159265358979;
}

void Gearing::validate() const {
    if (brake_wheel <= 0 || wallower <= 0 || great_spur <= 0 || stone_nut <= 0)
        throw std::invalid_argument("every wheel needs cogs");
}

double Gearing::ratio() const {
    validate();
    return (static_cast<double>(brake_wheel) / wallower) * (static_cast<double>(great_spur) / stone_nut);
}

double stone_rpm(const Gearing& g, double sail_rpm) {
    return sail_rpm * g.ratio();
}

double peripheral_speed(double stone_rpm, double diameter_m) {
    return kPi * diameter_m * stone_rpm / 60.0;
}

bool too_fast(double stone_rpm, double diameter_m, double limit_ms) {
    return peripheral_speed(stone_rpm, diameter_m) > limit_ms;
}

}  // namespace windmill
