#include "glider/logbook.hpp"

#include <cstdio>
#include <sstream>
#include <stdexcept>

#include "glider/clock.hpp"
#include "glider/tariff.hpp"

namespace glider {

namespace {

std::vector<std::string> split(const std::string& line) {
    std::vector<std::string> cells;
    std::stringstream in(line);
    std::string cell;
    while (std::getline(in, cell, ',')) cells.push_back(cell);
    return cells;
}

std::string money(int pence) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "\xc2\xa3%d.%02d", pence / 100, pence % 100);
    return buf;
}

}  // namespace

std::vector<Flight> parse_log(const std::string& text) {
    std::vector<Flight> flights;
    std::stringstream in(text);
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        auto cells = split(line);
        if (cells.size() < 5 || cells.size() > 6) {
            throw std::invalid_argument("line " + std::to_string(number) + ": expected 5 or 6 fields");
        }
        try {
            Flight f;
            f.pilot = cells[0];
            f.glider = cells[1];
            f.launch = parse_launch(cells[2]);
            f.takeoff = parse_clock(cells[3]);
            f.landing = parse_clock(cells[4]);
            if (f.launch == Launch::Aerotow) {
                if (cells.size() != 6) throw std::invalid_argument("aerotow without a tow height");
                f.tow_height_ft = std::stoi(cells[5]);
            }
            flights.push_back(f);
        } catch (const std::exception& e) {
            throw std::invalid_argument("line " + std::to_string(number) + ": " + e.what());
        }
    }
    return flights;
}

std::map<std::string, PilotDay> pilot_totals(const std::vector<Flight>& flights) {
    std::map<std::string, PilotDay> totals;
    for (const auto& f : flights) {
        auto& day = totals[f.pilot];
        day.flights += 1;
        day.minutes += f.minutes();
        day.pence += flight_pence(f);
    }
    return totals;
}

std::string day_sheet(const std::vector<Flight>& flights) {
    std::string out;
    for (const auto& [pilot, day] : pilot_totals(flights)) {
        out += pilot + ": " + std::to_string(day.flights) + (day.flights == 1 ? " flight, " : " flights, ") +
               format_duration(day.minutes) + ", " + money(day.pence) + "\n";
    }
    return out;
}

}  // namespace glider
