#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "logger.h"
#include "reading.h"

namespace wx::testing {

// A raw, cold and breezy January day at the club's moorland station.
inline const char* const kHawesMoorCsv =
    "# Hawes Moor AWS, 2024-01-14\n"
    "00:00,1.2,92,975.4,4.1,7.2,230,0\n"
    "02:00,0.4,94,974.8,4.6,8.0,235,1\n"
    "04:00,-0.8,95,974.1,5.2,9.1,240,3\n"
    "06:00,-1.9,96,973.5,6.0,11.3,245,6\n"
    "06:40,-2.3,97,973.2,6.4,12.0,250,4\n"
    "08:00,-1.1,93,972.9,7.1,13.5,250,2\n"
    "10:00,1.6,85,972.6,8.3,15.8,255,0\n"
    "12:00,3.4,78,972.8,9.0,17.2,260,0\n"
    "14:00,4.1,74,973.3,8.8,16.9,255,0\n"
    "16:00,2.7,80,974.0,7.5,14.1,250,1\n"
    "18:00,0.9,88,974.9,6.2,11.6,245,0\n"
    "\n"
    "21:00,-0.6,91,975.8,5.0,9.4,240,0\n";

inline std::vector<Reading> hawesMoorDay() {
    std::istringstream in(kHawesMoorCsv);
    return readDay(in, Calibration{});
}

}  // namespace wx::testing
