#pragma once
#include <cstddef>
#include <vector>

namespace tide {

// The mean of every run of `width` consecutive values, in order: v.size() - width + 1 values, none when the
// series is shorter than the window. Throws std::invalid_argument for a zero width.
std::vector<double> moving_average(const std::vector<double>& v, std::size_t width);

}  // namespace tide
