#include "schedule.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace glassanneal {

Schedule::Schedule(double start_c) : start_c_(start_c) {}

Schedule& Schedule::add(double rate_c_per_h, double target_c, double hold_min) {
    if (rate_c_per_h < 0) {
        throw std::invalid_argument("rate must not be negative; direction comes from the target");
    }
    if (hold_min < 0) {
        throw std::invalid_argument("hold must not be negative");
    }
    segments_.push_back(Segment{rate_c_per_h, target_c, hold_min});
    return *this;
}

double Schedule::ramp_minutes(double from_c, const Segment& seg) {
    if (seg.rate_c_per_h == 0) {
        return 0.0;
    }
    return std::fabs(seg.target_c - from_c) / seg.rate_c_per_h * 60.0;
}

double Schedule::total_minutes() const {
    double total = 0.0;
    double from = start_c_;
    for (const auto& seg : segments_) {
        total += ramp_minutes(from, seg) + seg.hold_min;
        from = seg.target_c;
    }
    return total;
}

double Schedule::temperature_at(double minute) const {
    double t = 0.0;
    double from = start_c_;
    for (const auto& seg : segments_) {
        const double ramp = ramp_minutes(from, seg);
        if (minute < t + ramp) {
            return from + (seg.target_c - from) * (minute - t) / ramp;
        }
        t += ramp;
        if (minute < t + seg.hold_min) {
            return seg.target_c;
        }
        t += seg.hold_min;
        from = seg.target_c;
    }
    return from;
}

int Schedule::segment_at(double minute) const {
    double t = 0.0;
    double from = start_c_;
    for (std::size_t i = 0; i < segments_.size(); ++i) {
        t += ramp_minutes(from, segments_[i]) + segments_[i].hold_min;
        if (minute < t) {
            return static_cast<int>(i);
        }
        from = segments_[i].target_c;
    }
    return -1;
}

double Schedule::peak_c() const {
    double peak = start_c_;
    for (const auto& seg : segments_) {
        peak = std::max(peak, seg.target_c);
    }
    return peak;
}

}  // namespace glassanneal
