#include "aquarium/water.hpp"

#include <cstdio>

namespace aquarium {

namespace {
constexpr double kAmmoniaMax = 0.25;
constexpr double kNitriteMax = 0.25;
constexpr double kNitrateMax = 50.0;
constexpr double kPhLow = 6.5;
constexpr double kPhHigh = 8.0;

std::string line(const char* what, double value, const char* advice) {
    char buf[120];
    std::snprintf(buf, sizeof buf, "%s %.2f: %s", what, value, advice);
    return buf;
}
}  // namespace

std::vector<std::string> assess(const Reading& r) {
    std::vector<std::string> out;
    if (r.ammonia > kAmmoniaMax) out.push_back(line("ammonia", r.ammonia, "change 50% today"));
    if (r.nitrite > kNitriteMax) out.push_back(line("nitrite", r.nitrite, "change 50% today"));
    if (r.nitrate > kNitrateMax) out.push_back(line("nitrate", r.nitrate, "a larger water change this week"));
    if (r.ph < kPhLow || r.ph > kPhHigh) out.push_back(line("pH", r.ph, "check the buffer"));
    return out;
}

}  // namespace aquarium
