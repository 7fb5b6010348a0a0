#pragma once

#include <string>
#include <vector>

namespace lockflight {

enum class Direction { Up, Down };

struct Boat {
    std::string name;
    int length_cm = 0;
    int beam_cm = 0;
    Direction dir = Direction::Up;
    int arrival = 0;  // minutes since midnight
};

// "2.08" -> 208. At most two decimals.
int parse_metres(const std::string& text);

// One boat a line: "Kingfisher 18.50 2.08 up 09:10". Blank lines and lines
// starting with '#' are skipped.
std::vector<Boat> parse_boats(const std::string& text);

const char* direction_name(Direction dir);

}  // namespace lockflight
