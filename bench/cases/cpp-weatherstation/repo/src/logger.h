#pragma once

#include <istream>
#include <string>
#include <vector>

#include "reading.h"

// Reading the station logger's daily CSV file.
//
// Each row is  HH:MM,temp,humidity,pressure,wind,gust,direction,tips
// with temperature in C, humidity in %, station pressure in hPa, wind and
// gust in m/s, direction in degrees and the rain gauge's bucket tips since
// the previous row.
namespace wx {

struct Calibration {
    double tempOffsetC = 0.0;
    double pressureOffsetHPa = 0.0;
    double mmPerTip = 0.2;  // the standard tipping bucket
};

// Parses "HH:MM" into minutes after midnight; throws std::invalid_argument.
int parseClock(const std::string& text);

// Formats minutes after midnight as "HH:MM".
std::string formatClock(int minute);

// Parses one row; throws std::invalid_argument naming the bad field.
Reading parseRow(const std::string& row, const Calibration& cal);

// Reads every row of a day's file, skipping blank lines and '#' comments.
// Rows must be in time order. Errors name the line number.
std::vector<Reading> readDay(std::istream& in, const Calibration& cal);

}  // namespace wx
