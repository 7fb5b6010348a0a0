// One bend on the press brake, and the lengths it takes from or gives to the flat blank.
#pragma once

#include "sheetmetal/material.hpp"

namespace sheetmetal {

constexpr double kPi = 3.14159265358979323846;

// A bend by its bend angle (how far the flange turns: 90 for an L) and inside radius in mm. Hems (180) are
// closed on the hemming tool and are not bends here.
struct Bend {
    double angle_deg;
    double inside_radius;
};

double deg_to_rad(double deg);

// The length of the neutral axis through the bend: angle (rad) * (R + K * T).
double bend_allowance(const Bend& b, const Material& m);

// From the tangent point of the bend to the virtual sharp of the outside faces: tan(angle / 2) * (R + T).
double outside_setback(const Bend& b, const Material& m);

// What the bend takes off the sum of the outside flange lengths: 2 * setback - allowance.
double bend_deduction(const Bend& b, const Material& m);

// Throws std::invalid_argument for an angle outside (0, 180) or a negative radius.
void check_bend(const Bend& b);

}  // namespace sheetmetal
