#pragma once

#include <cstdint>

namespace hive {

// One sample from the scale under a hive: the load cell's raw count and the temperature at the cell.
struct Reading {
    int minute;       // minutes since midnight
    std::int32_t raw; // HX711 count, tare included
    double temp_c;
};

} // namespace hive
