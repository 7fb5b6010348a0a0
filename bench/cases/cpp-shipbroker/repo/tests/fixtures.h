#pragma once

#include "charter.h"
#include "datetime.h"
#include "laytime.h"

namespace laytime {
namespace fixtures {

inline DateTime at(const char* text) { return DateTime::parse(text); }

// 33,000 t of wheat loaded at Immingham, 8,000 t a day SHEX, USD 18,000 a day demurrage.
inline CharterTerms immingham_terms() {
    CharterTerms t;
    t.cargo_tonnes = 33000;
    t.rate_tonnes_per_day = 8000;
    t.exceptions = Exceptions::SHEX;
    t.notice_hours = 6;
    t.demurrage_per_day = 18000;
    return t;
}

inline PortCall immingham_call() {
    PortCall c;
    c.port = "Immingham";
    c.notice_tendered = at("2024-03-07 14:00");
    c.commenced = at("2024-03-08 07:00");
    c.completed = at("2024-03-13 16:30");
    c.stoppages = {
        {{at("2024-03-10 22:00"), at("2024-03-11 02:00")}, "shore crane breakdown"},
        {{at("2024-03-11 09:00"), at("2024-03-11 13:30")}, "rain"},
    };
    return c;
}

}  // namespace fixtures
}  // namespace laytime
