// Common (cloth) sails: how much cloth is spread for the wind, the area it
// gives and the power the sails take from the wind.
#pragma once

namespace windmill {

// The miller spreads the cloth to one of these settings on each sail.
enum class Reef { Full, FirstReef, Dagger, SwordPoint, Furled };

const char* reef_name(Reef r);

// Fraction of the sail frame covered by cloth at each setting.
double cloth_fraction(Reef r);

// Setting for a wind speed (m/s): full sail up to force 4, then first
// reef, dagger and sword point, furled from force 8 (gale).
Reef choose_reef(double ms);

struct Sails {
    int count = 4;
    double length_m = 10.0;  // sail frame length along the stock
    double width_m = 2.0;    // frame width
    double frame_area() const;
};

double cloth_area(const Sails& sails, Reef reef);

// Power (W) taken from the wind: 0.5 * rho * A * v^3 * cp.
double power_w(const Sails& sails, Reef reef, double ms, double cp = 0.2);

// Sail (windshaft) speed in rpm for a wind speed and tip speed ratio.
double sail_rpm(double ms, double tip_radius_m, double tip_speed_ratio = 2.5);

}  // namespace windmill
