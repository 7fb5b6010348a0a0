#include "orrery/dial.hpp"

#include <cmath>
#include <stdexcept>

namespace orrery {

Dial::Dial(Train train, double input_period_days)
    : train_(std::move(train)), input_period_days_(input_period_days) {
  if (input_period_days_ <= 0) throw std::invalid_argument("input period must be positive");
}

double Dial::period_days() const { return input_period_days_ / train_.ratio_value(); }

double Dial::angle_at(double day) const {
  const double turns = day / input_period_days_ * train_.ratio_value();
  return normalise_degrees(360.0 * turns);
}

double normalise_degrees(double degrees) {
  double d = std::fmod(degrees, 360.0);
  if (d < 0) d += 360.0;
  return d;
}

}  // namespace orrery
