#pragma once

#include "orrery/train.hpp"

namespace orrery {

// A planet's arm on the orrery: driven through a train from an input arbor that turns once every
// input_period_days (the Earth arm's arbor turns once a sidereal year).
class Dial {
 public:
  Dial(Train train, double input_period_days);

  const Train& train() const { return train_; }

  // Days for one turn of the arm.
  double period_days() const;

  // The arm's angle in degrees, in [0, 360), the given number of days after the arms were all set at 0.
  double angle_at(double day) const;

 private:
  Train train_;
  double input_period_days_;
};

// An angle in degrees brought into [0, 360).
double normalise_degrees(double degrees);

}  // namespace orrery
