#pragma once

#include <string>

#include "milkyield/alerts.hpp"
#include "milkyield/date.hpp"
#include "milkyield/herd.hpp"

namespace milkyield {

// The herd manager's morning report on `day`: herd litres against the day before, then the alerts.
std::string morning_report(const Herd& herd, const Date& day, const AlertSettings& settings = {});

}  // namespace milkyield
