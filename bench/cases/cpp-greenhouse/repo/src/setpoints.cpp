#include "greenhouse/setpoints.h"

#include <cstdio>
#include <stdexcept>

namespace greenhouse {

namespace {
constexpr int kMinutesPerDay = 24 * 60;
}

TimeOfDay::TimeOfDay(int hours, int minutes) {
    if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) {
        throw std::invalid_argument("time of day out of range");
    }
    minutes_ = hours * 60 + minutes;
}

TimeOfDay TimeOfDay::parse(const std::string& hhmm) {
    int h = 0;
    int m = 0;
    char colon = 0;
    if (std::sscanf(hhmm.c_str(), "%d%c%d", &h, &colon, &m) != 3 || colon != ':') {
        throw std::invalid_argument("expected HH:MM, got '" + hhmm + "'");
    }
    return TimeOfDay(h, m);
}

std::string TimeOfDay::str() const {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%02d:%02d", minutes_ / 60, minutes_ % 60);
    return buf;
}

int TimeOfDay::minutes_until(TimeOfDay other) const {
    return ((other.minutes_ - minutes_) % kMinutesPerDay + kMinutesPerDay) % kMinutesPerDay;
}

bool HeatingSchedule::is_day(TimeOfDay t) const {
    return sunrise.minutes_until(t) < sunrise.minutes_until(sunset);
}

double HeatingSchedule::setpoint_at(TimeOfDay t) const {
    if (is_day(t)) {
        const int since = sunrise.minutes_until(t);
        if (since < ramp_minutes) {
            return night_c + (day_c - night_c) * since / ramp_minutes;
        }
        return day_c;
    }
    const int since = sunset.minutes_until(t);
    if (since < ramp_minutes) {
        return day_c + (night_c - day_c) * since / ramp_minutes;
    }
    return night_c;
}

double HeatingSchedule::daily_mean() const {
    double sum = 0.0;
    for (int m = 0; m < kMinutesPerDay; ++m) {
        sum += setpoint_at(TimeOfDay(m / 60, m % 60));
    }
    return sum / kMinutesPerDay;
}

}  // namespace greenhouse
