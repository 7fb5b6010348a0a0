#pragma once

#include <string>

#include "summary.h"

namespace wx {

struct Station {
    std::string name;
    double altitudeM = 0.0;
};

// The plain-text daily report posted to the club's page, one line per topic.
std::string dailyReport(const Station& station, const std::string& date, const DailySummary& s);

}  // namespace wx
