// Grains the mill grinds, what a quantity of grain yields as flour and as
// bran and offal, and how fast a pair of stones grinds.
#pragma once

#include <string>

namespace windmill {

struct Grain {
    std::string name;
    double extraction;     // share of the grain's weight that comes out as flour
    double kg_per_bushel;  // weight of an imperial bushel
};

// Looks a grain up by name; throws std::out_of_range for an unknown one.
const Grain& grain(const std::string& name);

// Share of the grain lost as dust and moisture in grinding.
constexpr double kMillingLoss = 0.02;

double flour_kg(const Grain& g, double grain_kg);

// Bran and offal: what is not flour, less the milling loss.
double bran_kg(const Grain& g, double grain_kg);

double bushels(const Grain& g, double grain_kg);

// Grinding rate (kg/h) of a pair of stones: a 4 ft (1.22 m) pair at 120 rpm
// grinds about 150 kg of wheat an hour; the rate goes with speed and with
// the grinding area.
double grind_rate_kg_h(double stone_rpm, double diameter_m);

// Sacks needed to bag a quantity of flour.
int sacks(double flour_kg, double sack_kg = 63.5);

}  // namespace windmill
