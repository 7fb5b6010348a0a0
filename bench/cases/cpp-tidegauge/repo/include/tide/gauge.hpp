#pragma once
#include <cstddef>
#include <vector>

namespace tide {

struct Reading {
    int minute;     // minutes since the start of the record
    double metres;  // water level above chart datum
};

class Gauge {
public:
    // Readings must come in time order; an earlier minute throws std::invalid_argument.
    void add(int minute, double metres);
    std::size_t size() const { return readings_.size(); }

    // Levels smoothed over `width` readings, to take out the swell.
    std::vector<double> smoothed(std::size_t width) const;
    // Highest minus lowest smoothed level: the tidal range of the record.
    double tidal_range(std::size_t width) const;
    // The minute of the reading that starts the highest smoothed window.
    int high_water_minute(std::size_t width) const;

private:
    std::vector<Reading> readings_;
};

}  // namespace tide
