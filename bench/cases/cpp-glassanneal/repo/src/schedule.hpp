#pragma once

#include <vector>

namespace glassanneal {

// One step of a kiln controller program: go to target_c at rate_c_per_h and
// hold there for hold_min. A rate of 0 means "as fast as possible" (the kiln
// heats flat out or, going down, is left to cool with the lid shut); the
// schedule counts such a ramp as taking no time.
struct Segment {
    double rate_c_per_h;
    double target_c;
    double hold_min;
};

class Schedule {
public:
    explicit Schedule(double start_c = 20.0);

    Schedule& add(double rate_c_per_h, double target_c, double hold_min = 0.0);

    const std::vector<Segment>& segments() const { return segments_; }
    double start_c() const { return start_c_; }

    // Minutes the ramp of seg takes when it starts from from_c.
    static double ramp_minutes(double from_c, const Segment& seg);

    double total_minutes() const;

    // Programmed temperature at the given minute after the start.
    double temperature_at(double minute) const;

    // Index of the segment running at the given minute, or -1 once the program has ended.
    int segment_at(double minute) const;

    double peak_c() const;

private:
    double start_c_;
    std::vector<Segment> segments_;
};

}  // namespace glassanneal
