// The drive from the windshaft to the stones: brake wheel on the windshaft
// drives the wallower on the upright shaft, the great spur wheel on the
// upright shaft drives the stone nut on each stone spindle.
#pragma once

namespace windmill {

struct Gearing {
    int brake_wheel = 80;  // cogs
    int wallower = 32;
    int great_spur = 96;
    int stone_nut = 16;

    // Stone turns per sail turn.
    double ratio() const;
    void validate() const;
};

double stone_rpm(const Gearing& g, double sail_rpm);

// Speed (m/s) of the runner stone's edge.
double peripheral_speed(double stone_rpm, double diameter_m);

// Millers keep the edge of a runner stone below about 15 m/s, or the meal
// comes out hot and the flour is "killed".
bool too_fast(double stone_rpm, double diameter_m, double limit_ms = 15.0);

}  // namespace windmill
