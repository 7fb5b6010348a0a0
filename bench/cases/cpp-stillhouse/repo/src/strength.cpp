#include "stillhouse/strength.hpp"

namespace stillhouse {

double us_proof(double abv) { return abv * 2.0; }

double abv_from_us_proof(double proof) { return proof / 2.0; }

double pure_alcohol(double litres, double abv) { return litres * abv / 100.0; }

bool bottleable_whisky(double abv) { return abv >= 40.0 && abv <= 94.8; }

}  // namespace stillhouse
