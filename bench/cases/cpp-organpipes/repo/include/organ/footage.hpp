#pragma once

#include <string>

namespace organ {

// A stop's footage: the speaking length of the pipe at its lowest C. 8' sounds at
// written pitch, 4' an octave higher, 16' an octave lower.
struct Footage {
    double feet;
};

// "8'", "16", "4 ft" -> Footage. Throws std::invalid_argument.
Footage parseFootage(const std::string& text);

// The frequency ratio to unison pitch: 8 / feet.
double pitchRatio(Footage f);

// "8'", "16'".
std::string toString(Footage f);

}  // namespace organ
