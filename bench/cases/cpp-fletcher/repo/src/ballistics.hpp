// Speed and energy of an arrow from a given bow.
#pragma once
#include "bow.hpp"

namespace fletcher {

// Speed from the IBO rating: -10 fps per inch of draw under 30 in,
// -1 fps per 3 gr of arrow over 5 gr per lb of draw weight,
// -1 fps per 3 gr on the string.
double arrow_speed(const Bow& bow, double arrow_gr);

double kinetic_energy_ftlb(double arrow_gr, double fps);
double momentum_slugfts(double arrow_gr, double fps);

// Grains per pound of draw weight; under 5 is unsafe to shoot.
double grains_per_pound(double arrow_gr, double draw_weight_lb);

}  // namespace fletcher
