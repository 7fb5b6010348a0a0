#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace rally {

// A span of time to a tenth of a second, the resolution of stage timing.
class Duration {
public:
    constexpr Duration() = default;

    static constexpr Duration fromTenths(long long t) { return Duration(t); }
    static constexpr Duration fromSeconds(long long s) { return Duration(s * 10); }
    static constexpr Duration fromMinutes(long long m) { return Duration(m * 600); }

    constexpr long long tenths() const { return tenths_; }
    constexpr long long wholeSeconds() const { return tenths_ / 10; }

    constexpr Duration operator+(Duration o) const { return Duration(tenths_ + o.tenths_); }
    constexpr Duration operator-(Duration o) const { return Duration(tenths_ - o.tenths_); }
    constexpr Duration operator*(long long n) const { return Duration(tenths_ * n); }
    Duration& operator+=(Duration o) {
        tenths_ += o.tenths_;
        return *this;
    }

    constexpr bool operator==(Duration o) const { return tenths_ == o.tenths_; }
    constexpr bool operator!=(Duration o) const { return tenths_ != o.tenths_; }
    constexpr bool operator<(Duration o) const { return tenths_ < o.tenths_; }
    constexpr bool operator<=(Duration o) const { return tenths_ <= o.tenths_; }
    constexpr bool operator>(Duration o) const { return tenths_ > o.tenths_; }
    constexpr bool operator>=(Duration o) const { return tenths_ >= o.tenths_; }

    // Reads "ss.t", "m:ss.t" or "h:mm:ss.t"; the tenths are optional.
    static std::optional<Duration> parse(std::string_view text);

    // "m:ss.t" under an hour, "h:mm:ss.t" from an hour; negative spans get a
    // leading minus.
    std::string str() const;

private:
    constexpr explicit Duration(long long t) : tenths_(t) {}
    long long tenths_ = 0;
};

inline std::ostream& operator<<(std::ostream& os, Duration d) { return os << d.str(); }

}  // namespace rally
