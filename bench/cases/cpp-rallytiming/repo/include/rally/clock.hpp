#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "rally/duration.hpp"

namespace rally {

// A time of day to the second, as written on a time card. Rallies that run
// past midnight carry on counting: 25:10 is ten past one the next morning.
class ClockTime {
public:
    constexpr ClockTime() = default;
    static constexpr ClockTime at(int h, int m, int s = 0) { return ClockTime(h * 3600L + m * 60L + s); }

    constexpr long seconds() const { return seconds_; }
    // The whole minute the time falls in, counted from midnight.
    constexpr long minute() const { return seconds_ / 60; }

    ClockTime operator+(Duration d) const { return ClockTime(seconds_ + d.wholeSeconds()); }
    Duration operator-(ClockTime o) const { return Duration::fromSeconds(seconds_ - o.seconds_); }

    constexpr bool operator==(ClockTime o) const { return seconds_ == o.seconds_; }
    constexpr bool operator<(ClockTime o) const { return seconds_ < o.seconds_; }

    // Reads "hh:mm" or "hh:mm:ss".
    static std::optional<ClockTime> parse(std::string_view text);
    // "hh:mm" on the minute, "hh:mm:ss" otherwise.
    std::string str() const;

private:
    constexpr explicit ClockTime(long s) : seconds_(s) {}
    long seconds_ = 0;
};

inline std::ostream& operator<<(std::ostream& os, ClockTime t) { return os << t.str(); }

}  // namespace rally
