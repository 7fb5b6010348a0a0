#pragma once

namespace aquarium {

struct Tank {
    double length_cm;
    double width_cm;
    double height_cm;
    double substrate_cm = 0.0;
    double lid_gap_cm = 0.0;
};

// the whole glass box, in litres
double gross_litres(const Tank& tank);

// the water it holds above the substrate and below the lid gap, in litres
double net_litres(const Tank& tank);

}  // namespace aquarium
