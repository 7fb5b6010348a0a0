#pragma once

#include <string>

namespace snooker {

enum class Ball { Red, Yellow, Green, Brown, Blue, Pink, Black };

int value(Ball ball);
std::string name(Ball ball);
bool isColour(Ball ball);

}  // namespace snooker
