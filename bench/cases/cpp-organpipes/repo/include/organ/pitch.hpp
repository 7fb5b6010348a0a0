#pragma once

#include <string>

namespace organ {

// Keys are MIDI note numbers: the organ manual runs from C2 (36) to C7 (96).
constexpr int kLowestKey = 36;
constexpr int kHighestKey = 96;

// "C2", "F#4", "Bb3" -> MIDI number. Throws std::invalid_argument.
int parseKey(const std::string& name);
std::string keyName(int key);

// Equal-tempered frequency of a key at unison (8') pitch, for the given a1.
double frequency(int key, double a1 = 440.0);

}  // namespace organ
