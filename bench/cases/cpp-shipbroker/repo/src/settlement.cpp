#include "settlement.h"

#include <cmath>

namespace laytime {

namespace {

double cents(double usd) {
    return std::round(usd * 100.0) / 100.0;
}

}  // namespace

Settlement balance(double allowed_hours, double used_hours, const CharterTerms& terms) {
    Settlement s;
    s.allowed_hours = allowed_hours;
    s.used_hours = used_hours;
    if (used_hours > allowed_hours) {
        s.demurrage = cents((used_hours - allowed_hours) / 24.0 * terms.demurrage_per_day);
    } else {
        s.despatch = cents((allowed_hours - used_hours) / 24.0 * terms.despatch_rate());
    }
    return s;
}

Settlement settle(const CharterTerms& terms, const PortCall& call) {
    return balance(terms.allowed_hours(), time_used_hours(terms, call), terms);
}

}  // namespace laytime
