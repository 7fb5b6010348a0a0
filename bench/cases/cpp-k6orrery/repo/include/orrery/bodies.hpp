#pragma once

#include <optional>
#include <string>
#include <vector>

namespace orrery {

// A body of the orrery with its sidereal period in days.
struct Body {
  std::string name;
  double period_days;
};

// The planets out to Saturn, innermost first.
const std::vector<Body>& planets();

std::optional<Body> find_body(const std::string& name);

// The ratio an arm must turn at relative to the Earth arm's arbor (one turn a sidereal year).
double ratio_to_earth(const Body& body);

}  // namespace orrery
