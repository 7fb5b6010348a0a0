#include "snowpack/reading.hpp"

#include <sstream>
#include <stdexcept>

namespace snowpack {

Reading parse_reading(const std::string& line) {
    std::istringstream in(line);
    Reading r;
    if (!(in >> r.day >> r.depth_cm >> r.new_snow_cm >> r.high_c)) {
        throw std::invalid_argument("reading: want day, depth, new snow and high: " + line);
    }
    std::string extra;
    if (in >> extra) {
        throw std::invalid_argument("reading: too many fields: " + line);
    }
    if (r.day < 1 || r.depth_cm < 0 || r.new_snow_cm < 0) {
        throw std::invalid_argument("reading: out of range: " + line);
    }
    return r;
}

std::vector<Reading> parse_readings(const std::string& text) {
    std::vector<Reading> out;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') {
            continue;
        }
        Reading r = parse_reading(line);
        if (!out.empty() && r.day <= out.back().day) {
            throw std::invalid_argument("reading: days out of order: " + line);
        }
        out.push_back(r);
    }
    return out;
}

}  // namespace snowpack
