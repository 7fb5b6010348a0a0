#include "orrery/ratio.hpp"

#include <numeric>
#include <stdexcept>

namespace orrery {

Ratio::Ratio(std::int64_t num, std::int64_t den) {
  if (den == 0) throw std::invalid_argument("ratio with a zero denominator");
  if (den < 0) {
    num = -num;
    den = -den;
  }
  const std::int64_t g = std::gcd(num, den);
  num_ = g ? num / g : num;
  den_ = g ? den / g : den;
}

double Ratio::value() const { return static_cast<double>(num_) / static_cast<double>(den_); }

Ratio Ratio::operator*(const Ratio& other) const {
  return Ratio(num_ * other.num_, den_ * other.den_);
}

std::string Ratio::str() const { return std::to_string(num_) + ":" + std::to_string(den_); }

}  // namespace orrery
