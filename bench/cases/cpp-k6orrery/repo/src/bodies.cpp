#include "orrery/bodies.hpp"

namespace orrery {

namespace {
constexpr double kEarthYearDays = 365.256;
}

const std::vector<Body>& planets() {
  static const std::vector<Body> list = {
      {"Mercury", 87.969}, {"Venus", 224.701},  {"Earth", kEarthYearDays},
      {"Mars", 686.980},   {"Jupiter", 4332.59}, {"Saturn", 10759.22},
  };
  return list;
}

std::optional<Body> find_body(const std::string& name) {
  for (const Body& b : planets()) {
    if (b.name == name) return b;
  }
  return std::nullopt;
}

double ratio_to_earth(const Body& body) { return kEarthYearDays / body.period_days; }

}  // namespace orrery
