#pragma once

#include "charter.h"
#include "laytime.h"

namespace laytime {

// The laytime account for a port: demurrage if the ship was kept longer than
// laytime allowed, despatch if she was worked faster.
struct Settlement {
    double allowed_hours = 0;
    double used_hours = 0;
    double demurrage = 0;   // USD owed by charterers to owners
    double despatch = 0;    // USD owed by owners to charterers

    double balance_hours() const { return allowed_hours - used_hours; }
    bool on_demurrage() const { return used_hours > allowed_hours; }
};

// Demurrage or despatch, pro rata by the day, rounded to the cent.
Settlement balance(double allowed_hours, double used_hours, const CharterTerms& terms);

// The account for one port call.
Settlement settle(const CharterTerms& terms, const PortCall& call);

}  // namespace laytime
