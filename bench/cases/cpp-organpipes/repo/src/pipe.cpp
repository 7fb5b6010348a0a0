#include "organ/pipe.hpp"

#include <cmath>

namespace organ {

namespace {
// Each open end adds about 0.3 of the diameter to the acoustic length.
constexpr double kEndCorrection = 0.3;
}  // namespace

double speedOfSound(double celsius) {
    return 331.3 + 0.606 * celsius;
}

double openPipeLength(double hz, double diameterMm, double celsius) {
    double halfWave = speedOfSound(celsius) * 1000.0 / (2.0 * hz);
    return halfWave - 2.0 * kEndCorrection * diameterMm;
}

double stoppedPipeLength(double hz, double diameterMm, double celsius) {
    double quarterWave = speedOfSound(celsius) * 1000.0 / (4.0 * hz);
    return quarterWave - kEndCorrection * diameterMm;
}

double scaleDiameter(double lowCDiameterMm, int steps) {
    return lowCDiameterMm * std::pow(2.0, -steps / 16.0);
}

}  // namespace organ
