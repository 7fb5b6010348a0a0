#include "tide/window.hpp"

#include <stdexcept>

namespace tide {

std::vector<double> moving_average(const std::vector<double>& v, std::size_t width) {
    if (width == 0) throw std::invalid_argument("moving_average: zero width");
    std::vector<double> out;
    if (v.size() < width) return out;
    for (std::size_t start = 0; start + width <= v.size(); ++start) {
        double sum = 0.0;
        for (std::size_t k = start; k < start + width; ++k) sum += v[k];
        out.push_back(sum / static_cast<double>(width));
    }
    return out;
}

}  // namespace tide
