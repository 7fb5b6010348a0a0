#include "glider/flight.hpp"

#include <stdexcept>

namespace glider {

int Flight::minutes() const {
    return landing >= takeoff ? landing - takeoff : 0;
}

Launch parse_launch(const std::string& text) {
    if (text == "winch") return Launch::Winch;
    if (text == "aerotow") return Launch::Aerotow;
    throw std::invalid_argument("unknown launch: " + text);
}

const char* launch_name(Launch launch) {
    return launch == Launch::Winch ? "winch" : "aerotow";
}

}  // namespace glider
