// The spec card that goes into the arrow tube.
#pragma once
#include <string>

#include "arrow.hpp"
#include "bow.hpp"

namespace fletcher {

struct Spec {
    double grains;
    double foc;
    int spine;
    double fps;
    double energy;
    double gpp;
};

Spec work_out(const Arrow& a, const Bow& b);
std::string card(const Arrow& a, const Bow& b);

}  // namespace fletcher
