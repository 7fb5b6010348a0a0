#include "arrow.hpp"

namespace fletcher {

double shaft_grains(const Arrow& a) { return a.length_in * a.shaft_gpi; }

double total_grains(const Arrow& a) {
    return shaft_grains(a) + a.point_gr + a.insert_gr + a.nock_gr + a.vanes * a.vane_gr;
}

double balance_point(const Arrow& a) {
    double moment = shaft_grains(a) * (a.length_in / 2)  // shaft, at its middle
                    + (a.point_gr + a.insert_gr) * a.length_in  // front end
                    + a.nock_gr * 0.0                           // back end
                    + a.vanes * a.vane_gr * kVaneCentreIn;
    return moment / total_grains(a);
}

double foc_percent(const Arrow& a) {
    return (balance_point(a) - a.length_in / 2) / a.length_in * 100.0;
}

std::string validate(const Arrow& a) {
    if (a.length_in < 20 || a.length_in > 34) return "length out of range";
    if (a.shaft_gpi <= 0) return "shaft has no weight";
    if (a.point_gr < 50) return "point too light";
    if (a.vanes < 2 || a.vanes > 6) return "vane count";
    return "";
}

}  // namespace fletcher
