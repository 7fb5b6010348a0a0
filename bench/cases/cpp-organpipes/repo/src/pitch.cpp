#include "organ/pitch.hpp"

#include <cmath>
#include <stdexcept>

namespace organ {

namespace {
const char* const kNames[12] = {"C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"};

int letterIndex(char c) {
    switch (c) {
        case 'C': return 0;
        case 'D': return 2;
        case 'E': return 4;
        case 'F': return 5;
        case 'G': return 7;
        case 'A': return 9;
        case 'B': return 11;
        default: return -1;
    }
}
}  // namespace

int parseKey(const std::string& name) {
    if (name.size() < 2) throw std::invalid_argument("key too short: " + name);
    int index = letterIndex(name[0]);
    if (index < 0) throw std::invalid_argument("not a key: " + name);
    std::size_t pos = 1;
    if (name[pos] == '#') {
        ++index;
        ++pos;
    } else if (name[pos] == 'b') {
        --index;
        ++pos;
    }
    if (pos >= name.size()) throw std::invalid_argument("no octave: " + name);
    int octave = 0;
    try {
        std::size_t used = 0;
        octave = std::stoi(name.substr(pos), &used);
        if (pos + used != name.size()) throw std::invalid_argument(name);
    } catch (const std::exception&) {
        throw std::invalid_argument("bad octave: " + name);
    }
    return (octave + 1) * 12 + index;
}

std::string keyName(int key) {
    int octave = key / 12 - 1;
    return std::string(kNames[key % 12]) + std::to_string(octave);
}

double frequency(int key, double a1) {
    return a1 * std::pow(2.0, (key - 69) / 12.0);
}

}  // namespace organ
