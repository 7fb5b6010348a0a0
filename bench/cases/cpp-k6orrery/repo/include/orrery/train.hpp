#pragma once

#include <string>
#include <vector>

#include "orrery/ratio.hpp"

namespace orrery {

// One meshing pair: a driving wheel turning a driven one (teeth counts).
struct Stage {
  int driver;
  int driven;
};

// A gear train of stages in series, each stage's driven wheel on the same arbor as the next driver.
class Train {
 public:
  explicit Train(std::vector<Stage> stages);

  const std::vector<Stage>& stages() const { return stages_; }

  // Output turns per input turn.
  Ratio ratio() const;
  double ratio_value() const { return ratio().value(); }

  // Wheels turn the arbor the other way at each external mesh: true when the output turns with the input.
  bool same_direction() const { return stages_.size() % 2 == 0; }

  // "30:72 x 16:64"
  std::string str() const;

 private:
  std::vector<Stage> stages_;
};

}  // namespace orrery
