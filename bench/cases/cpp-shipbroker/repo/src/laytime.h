#pragma once

#include <string>
#include <vector>

#include "charter.h"
#include "datetime.h"

namespace laytime {

// Time the ship's work stopped for a reason that does not count against
// laytime (rain, shore breakdown, shifting berth at the charterers' request).
struct Stoppage {
    Interval period;
    std::string reason;
};

// The statement of facts for one port call.
struct PortCall {
    std::string port;
    DateTime notice_tendered;   // notice of readiness
    DateTime commenced;         // loading / discharging commenced
    DateTime completed;         // loading / discharging completed
    std::vector<Stoppage> stoppages;
};

// Laytime starts when the turn time after notice runs out, or when work
// starts if that is earlier.
DateTime laytime_commences(const CharterTerms& terms, const PortCall& call);

// The Sundays, Saturdays and holidays (as the exceptions clause says) that
// fall within a period, as whole days clipped to the period, in order.
std::vector<Interval> excepted_days(const CharterTerms& terms, const Interval& period);

// Minutes of a period that count as laytime: the period less the excepted
// days and the stoppages, each minute taken off once.
long long counted_minutes(const CharterTerms& terms, const Interval& period,
                          const std::vector<Stoppage>& stoppages);

// Hours of laytime used at a port.
double time_used_hours(const CharterTerms& terms, const PortCall& call);

}  // namespace laytime
