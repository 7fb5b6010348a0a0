// Dressing the stones: recutting the furrows and the fine lines on the
// grinding faces once a pair has ground so many tonnes.
#pragma once

#include <string>
#include <vector>

namespace windmill {

struct Stone {
    std::string name;
    double tonnes_since_dressing = 0;
    int furrows = 10;  // furrows per harp (quarter)
};

constexpr double kDressingLimitTonnes = 40.0;

bool needs_dressing(const Stone& s, double limit_t = kDressingLimitTonnes);

// Whole days of grinding (at tonnes_per_day) before the stone reaches the
// limit; 0 if it already has.
int days_until_dressing(const Stone& s, double tonnes_per_day, double limit_t = kDressingLimitTonnes);

// Stones in the order the dresser should take them: most worn first, by
// name when equally worn.
std::vector<Stone> dressing_order(std::vector<Stone> stones);

// Record that a stone was dressed.
void dressed(Stone& s);

}  // namespace windmill
