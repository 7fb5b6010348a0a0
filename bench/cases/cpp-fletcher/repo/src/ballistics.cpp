#include "ballistics.hpp"

namespace fletcher {

double arrow_speed(const Bow& bow, double arrow_gr) {
    double speed = bow.ibo_fps;
    speed -= (30.0 - bow.draw_length_in) * 10.0;
    double heavy = arrow_gr - 5.0 * bow.draw_weight_lb;
    if (heavy > 0) speed -= heavy / 3.0;
    speed -= bow.string_extra_gr / 3.0;
    return speed;
}

double kinetic_energy_ftlb(double arrow_gr, double fps) { return arrow_gr * fps * fps / 450240.0; }

double momentum_slugfts(double arrow_gr, double fps) { return arrow_gr * fps / 225218.0; }

double grains_per_pound(double arrow_gr, double draw_weight_lb) { return arrow_gr / draw_weight_lb; }

}  // namespace fletcher
