#pragma once

#include <string>

namespace greenhouse {

// A time of day in whole minutes since midnight.
class TimeOfDay {
public:
    TimeOfDay() = default;
    TimeOfDay(int hours, int minutes);
    static TimeOfDay parse(const std::string& hhmm);

    int minutes() const { return minutes_; }
    std::string str() const;

    // Minutes from this time forward to other, wrapping past midnight.
    int minutes_until(TimeOfDay other) const;

    bool operator==(const TimeOfDay& other) const { return minutes_ == other.minutes_; }

private:
    int minutes_ = 0;
};

// Heating setpoints for day and night. The change between them is ramped
// linearly over ramp_minutes starting at sunrise and at sunset, so the
// crop does not see a step.
struct HeatingSchedule {
    double day_c = 20.0;
    double night_c = 16.0;
    TimeOfDay sunrise{6, 0};
    TimeOfDay sunset{20, 0};
    int ramp_minutes = 60;

    double setpoint_at(TimeOfDay t) const;
    bool is_day(TimeOfDay t) const;
    // Daily mean of the setpoint, sampled every minute.
    double daily_mean() const;
};

}  // namespace greenhouse
