#pragma once

#include <map>
#include <string>
#include <vector>

#include "glider/flight.hpp"

namespace glider {

// The day's flying list, one flight a line: "pilot,glider,launch,takeoff,landing[,tow height]".
// Blank lines and lines starting with '#' are skipped. Throws std::invalid_argument naming the line.
std::vector<Flight> parse_log(const std::string& text);

struct PilotDay {
    int flights = 0;
    int minutes = 0;
    int pence = 0;
};

std::map<std::string, PilotDay> pilot_totals(const std::vector<Flight>& flights);

// One line per pilot, in name order: "Name: 3 flights, 1h40, £23.40".
std::string day_sheet(const std::vector<Flight>& flights);

}  // namespace glider
