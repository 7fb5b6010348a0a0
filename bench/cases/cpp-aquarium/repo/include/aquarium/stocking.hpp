#pragma once

#include <string>
#include <vector>

namespace aquarium {

struct Fish {
    std::string species;
    double adult_cm;
    int count;
};

enum class Stocking { Light, Full, Over };

// total adult centimetres as a percentage of the net litres (1 cm per litre is 100%)
double stocking_percent(const std::vector<Fish>& fish, double net_litres);

Stocking classify(double percent);

const char* describe(Stocking s);

}  // namespace aquarium
