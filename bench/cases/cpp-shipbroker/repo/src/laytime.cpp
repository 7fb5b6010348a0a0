#include "laytime.h"

#include <algorithm>

namespace laytime {

namespace {

bool excepted(const CharterTerms& terms, DateTime day) {
    if (terms.exceptions == Exceptions::SHINC) {
        return false;
    }
    int wd = day.weekday();
    if (wd == 0 || terms.is_holiday(day.date_string())) {
        return true;
    }
    return terms.exceptions == Exceptions::SSHEX && wd == 6;
}

// Sorts and merges overlapping periods so no minute is counted twice.
std::vector<Interval> merged(std::vector<Interval> periods) {
    std::sort(periods.begin(), periods.end(),
              [](const Interval& a, const Interval& b) { return a.from < b.from; });
    std::vector<Interval> out;
    for (const Interval& p : periods) {
        if (p.empty()) {
            continue;
        }
        if (!out.empty() && p.from <= out.back().to) {
            if (out.back().to < p.to) {
                out.back().to = p.to;
            }
        } else {
            out.push_back(p);
        }
    }
    return out;
}

}  // namespace

DateTime laytime_commences(const CharterTerms& terms, const PortCall& call) {
    DateTime after_notice = call.notice_tendered.plus_hours(terms.notice_hours);
    return call.commenced < after_notice ? call.commenced : after_notice;
}

std::vector<Interval> excepted_days(const CharterTerms& terms, const Interval& period) {
    std::vector<Interval> days;
    for (DateTime day = period.from.start_of_day(); day < period.to; day = day.plus_minutes(kMinutesPerDay)) {
        if (!excepted(terms, day)) {
            continue;
        }
        Interval whole{day, day.plus_minutes(kMinutesPerDay)};
        Interval clipped{std::max(whole.from, period.from, [](DateTime a, DateTime b) { return a < b; }),
                         std::min(whole.to, period.to, [](DateTime a, DateTime b) { return a < b; })};
        if (!clipped.empty()) {
            days.push_back(clipped);
        }
    }
    return days;
}

long long counted_minutes(const CharterTerms& terms, const Interval& period,
                          const std::vector<Stoppage>& stoppages) {
    std::vector<Interval> off = excepted_days(terms, period);
    for (const Stoppage& s : stoppages) {
        off.push_back(s.period);
    }
    long long minutes = period.minutes();
    for (const Interval& p : merged(off)) {
        minutes -= overlap_minutes(p, period);
    }
    return minutes;
}

double time_used_hours(const CharterTerms& terms, const PortCall& call) {
    Interval laytime{laytime_commences(terms, call), call.completed};
    return counted_minutes(terms, laytime, call.stoppages) / 60.0;
}

}  // namespace laytime
