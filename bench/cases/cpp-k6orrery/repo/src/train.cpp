#include "orrery/train.hpp"

#include <stdexcept>

namespace orrery {

namespace {
constexpr int kMinTeeth = 6;
}

Train::Train(std::vector<Stage> stages) : stages_(std::move(stages)) {
  if (stages_.empty()) throw std::invalid_argument("a train needs at least one stage");
  for (const Stage& s : stages_) {
    if (s.driver < kMinTeeth || s.driven < kMinTeeth)
      throw std::invalid_argument("a wheel needs at least 6 teeth");
  }
}

Ratio Train::ratio() const {
  Ratio r(1, 1);
  for (const Stage& s : stages_) r = r * Ratio(s.driver, s.driven);
  return r;
}

std::string Train::str() const {
  std::string out;
  for (const Stage& s : stages_) {
    if (!out.empty()) out += " x ";
    out += std::to_string(s.driver) + ":" + std::to_string(s.driven);
  }
  return out;
}

}  // namespace orrery
