#pragma once

#include <set>
#include <string>

namespace laytime {

// Which days laytime does not run on, as written in the charter party.
enum class Exceptions {
    SHINC,  // Sundays and holidays included: laytime runs round the clock
    SHEX,   // Sundays and holidays excepted
    SSHEX,  // Saturdays, Sundays and holidays excepted
};

const char* to_string(Exceptions e);

// The laytime clauses of a voyage charter for one port.
struct CharterTerms {
    double cargo_tonnes = 0;
    double rate_tonnes_per_day = 0;   // loading or discharging rate per weather working day
    Exceptions exceptions = Exceptions::SHINC;
    double notice_hours = 6;          // turn time after notice of readiness
    double demurrage_per_day = 0;     // USD per day, pro rata
    double despatch_per_day = -1;     // USD per day; negative means half the demurrage rate
    std::set<std::string> holidays;   // local public holidays, "YYYY-MM-DD"

    // Hours of laytime allowed for the cargo at the agreed rate.
    double allowed_hours() const;
    double despatch_rate() const;
    bool is_holiday(const std::string& date) const { return holidays.count(date) != 0; }
};

}  // namespace laytime
