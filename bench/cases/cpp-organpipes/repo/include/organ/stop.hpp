#pragma once

#include <string>

#include "organ/footage.hpp"

namespace organ {

// One rank of flue pipes: a Principal 8', a Gedackt 8' (stopped), a Flute 4'.
struct Stop {
    std::string name;
    Footage footage;
    bool stopped = false;
    double lowCDiameterMm = 0.0;  // diameter of the pipe on the manual's lowest C
};

Stop makeStop(const std::string& name, const std::string& footage, double lowCDiameterMm,
              bool stopped = false);

// Frequency the stop sounds when `key` is held.
double soundingFrequency(const Stop& stop, int key, double a1 = 440.0);

// Speaking length (mm) of the stop's pipe for `key`. A stopped pipe sounds an octave
// below an open one of the same length, so it is about half as long.
double pipeLength(const Stop& stop, int key, double celsius = 20.0);

}  // namespace organ
