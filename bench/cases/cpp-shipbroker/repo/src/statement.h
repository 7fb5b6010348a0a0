#pragma once

#include <string>

#include "charter.h"
#include "laytime.h"
#include "settlement.h"

namespace laytime {

// Hours as "2d 04h 30m", rounded to the minute; negative as "-0d 03h 00m".
std::string format_duration(double hours);

// USD with thousands separators and cents, e.g. "USD 12,345.60".
std::string format_usd(double amount);

// The laytime statement sent to owners and charterers for one port.
std::string render_statement(const CharterTerms& terms, const PortCall& call, const Settlement& s);

}  // namespace laytime
