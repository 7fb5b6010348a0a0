#include "lockflight/boat.hpp"

#include <cctype>
#include <sstream>
#include <stdexcept>

#include "lockflight/clock.hpp"

namespace lockflight {

int parse_metres(const std::string& text) {
    auto dot = text.find('.');
    std::string whole = text.substr(0, dot);
    std::string frac = dot == std::string::npos ? "" : text.substr(dot + 1);
    if (whole.empty() || frac.size() > 2) {
        throw std::invalid_argument("not a length in metres: " + text);
    }
    for (char c : whole + frac) {
        if (!std::isdigit(static_cast<unsigned char>(c))) {
            throw std::invalid_argument("not a length in metres: " + text);
        }
    }
    while (frac.size() < 2) {
        frac += '0';
    }
    return std::stoi(whole) * 100 + std::stoi(frac);
}

static Direction parse_direction(const std::string& word) {
    if (word == "up") return Direction::Up;
    if (word == "down") return Direction::Down;
    throw std::invalid_argument("not a direction: " + word);
}

std::vector<Boat> parse_boats(const std::string& text) {
    std::vector<Boat> boats;
    std::istringstream in(text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos || line[first] == '#') {
            continue;
        }
        std::istringstream fields(line);
        std::string name, length, beam, dir, arrival, extra;
        if (!(fields >> name >> length >> beam >> dir >> arrival) || (fields >> extra)) {
            throw std::invalid_argument("line " + std::to_string(number) +
                                        ": expected name length beam up|down HH:MM");
        }
        try {
            boats.push_back(Boat{name, parse_metres(length), parse_metres(beam), parse_direction(dir),
                                 parse_clock(arrival)});
        } catch (const std::invalid_argument& err) {
            throw std::invalid_argument("line " + std::to_string(number) + ": " + err.what());
        }
    }
    return boats;
}

const char* direction_name(Direction dir) { return dir == Direction::Up ? "up" : "down"; }

}  // namespace lockflight
