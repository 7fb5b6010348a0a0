#include "kelp/line.hpp"

#include "kelp/astro.hpp"

namespace kelp {

double biomassKgPerM(const Longline& line, const Site& site, const GrowthModel& model, int days) {
    double kg = line.seedKgPerM;
    int day = line.seededDay;
    for (int i = 0; i < days; ++i) {
        kg = grow(model, kg, seaTempC(site, day), lightAtDepth(site, day, line.depthM));
        day = addDays(day, 1);
    }
    return kg;
}

}  // namespace kelp
