#pragma once

#include <string>

namespace aquarium {

// "5 ml treats 50 litres"
struct Label {
    std::string product;
    double ml;
    double per_litres;
};

// the dose for this many litres, to the nearest half millilitre
double dose_ml(const Label& label, double litres);

// litres to take out for a water change of `percent` of the net volume, to the nearest litre
int water_change_litres(double net_litres, int percent);

}  // namespace aquarium
