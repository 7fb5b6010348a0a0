#pragma once

#include <cstdint>
#include <string>

namespace orrery {

// An exact ratio of turns, kept in lowest terms with a positive denominator.
class Ratio {
 public:
  Ratio(std::int64_t num, std::int64_t den);

  std::int64_t num() const { return num_; }
  std::int64_t den() const { return den_; }
  double value() const;

  Ratio operator*(const Ratio& other) const;
  bool operator==(const Ratio& other) const { return num_ == other.num_ && den_ == other.den_; }

  std::string str() const;  // "5:12"

 private:
  std::int64_t num_;
  std::int64_t den_;
};

}  // namespace orrery
