#include "trail/format.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace trail {

std::string format_duration(int minutes) {
    if (minutes < 0) {
        throw std::invalid_argument("negative duration");
    }
    char out[32];
    std::snprintf(out, sizeof out, "%dh%02d", minutes / 60, minutes % 60);
    return out;
}

std::string format_km(double metres) {
    char out[32];
    std::snprintf(out, sizeof out, "%.1f km", std::round(metres / 100.0) / 10.0);
    return out;
}

}  // namespace trail
