#include "organ/stop.hpp"

#include "organ/pipe.hpp"
#include "organ/pitch.hpp"

namespace organ {

Stop makeStop(const std::string& name, const std::string& footage, double lowCDiameterMm, bool stopped) {
    return Stop{name, parseFootage(footage), stopped, lowCDiameterMm};
}

double soundingFrequency(const Stop& stop, int key, double a1) {
    return frequency(key, a1) * pitchRatio(stop.footage);
}

double pipeLength(const Stop& stop, int key, double celsius) {
    double hz = soundingFrequency(stop, key);
    double d = scaleDiameter(stop.lowCDiameterMm, key - kLowestKey);
    return stop.stopped ? stoppedPipeLength(hz, d, celsius) : openPipeLength(hz, d, celsius);
}

}  // namespace organ
