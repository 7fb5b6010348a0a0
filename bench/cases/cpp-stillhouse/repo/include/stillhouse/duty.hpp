#pragma once

#include <string>

namespace stillhouse {

// Spirits duty, in pence per litre of pure alcohol, for products of 22% ABV
// or more.
constexpr long kSpiritsDutyPencePerLpa = 3279;

// Duty on `lpa` litres of pure alcohol, rounded to the penny.
long duty_pence(double lpa);

// Formats pence as pounds: 123456 -> "£1234.56".
std::string pounds(long pence);

}  // namespace stillhouse
