#include "sails.h"

#include "wind.h"

namespace windmill {

namespace {
const double kAirDensity = 1.225;  // kg/m^3
const double kPi = 3.14159265358979;
}  // namespace

const char* reef_name(Reef r) {
    switch (r) {
        case Reef::Full: return "full sail";
        case Reef::FirstReef: return "first reef";
        case Reef::Dagger: return "dagger point";
        case Reef::SwordPoint: return "sword point";
        case Reef::Furled: return "furled";
    }
    return "?";
}

double cloth_fraction(Reef r) {
    switch (r) {
        case Reef::Full: return 1.0;
        case Reef::FirstReef: return 0.75;
        case Reef::Dagger: return 0.5;
        case Reef::SwordPoint: return 0.3;
        case Reef::Furled: return 0.0;
    }
    return 0.0;
}

Reef choose_reef(double ms) {
    int force = beaufort(ms);
    if (force <= 4) return Reef::Full;
    if (force == 5) return Reef::FirstReef;
    if (force == 6) return Reef::Dagger;
    if (force == 7) return Reef::SwordPoint;
    return Reef::Furled;
}

double Sails::frame_area() const {
    return count * length_m * width_m;
}

double cloth_area(const Sails& sails, Reef reef) {
    return sails.frame_area() * cloth_fraction(reef);
}

double power_w(const Sails& sails, Reef reef, double ms, double cp) {
    return 0.5 * kAirDensity * cloth_area(sails, reef) * ms * ms * ms * cp;
}

double sail_rpm(double ms, double tip_radius_m, double tip_speed_ratio) {
    double tip_speed = ms * tip_speed_ratio;
    return tip_speed / (2 * kPi * tip_radius_m) * 60.0;
}

}  // namespace windmill
