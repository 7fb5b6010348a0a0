#pragma once

#include <string>

namespace glider {

enum class Launch { Winch, Aerotow };

struct Flight {
    std::string pilot;
    std::string glider;  // the club's competition number, e.g. "K13" or "DG1"
    Launch launch = Launch::Winch;
    int takeoff = 0;     // minutes since midnight
    int landing = 0;
    int tow_height_ft = 0;  // aerotows only

    int minutes() const;
};

// "winch" or "aerotow"; throws std::invalid_argument otherwise.
Launch parse_launch(const std::string& text);
const char* launch_name(Launch launch);

}  // namespace glider
