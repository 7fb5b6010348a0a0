#include "snooker/ball.hpp"

namespace snooker {

int value(Ball ball) {
    return static_cast<int>(ball) + 1;
}

std::string name(Ball ball) {
    switch (ball) {
        case Ball::Red: return "red";
        case Ball::Yellow: return "yellow";
        case Ball::Green: return "green";
        case Ball::Brown: return "brown";
        case Ball::Blue: return "blue";
        case Ball::Pink: return "pink";
        case Ball::Black: return "black";
    }
    return "?";
}

bool isColour(Ball ball) {
    return ball != Ball::Red;
}

}  // namespace snooker
