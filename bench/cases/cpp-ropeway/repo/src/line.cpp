#include "ropeway/line.hpp"

#include <stdexcept>

namespace ropeway {

Line::Line(int cabins, int seatsPerCabin) {
    if (cabins <= 0) {
        throw std::invalid_argument("a line needs at least one cabin");
    }
    for (int i = 0; i < cabins; ++i) {
        cabins_.emplace_back("C" + std::to_string(i + 1), seatsPerCabin);
    }
}

std::vector<Assignment> Line::dispatch(const std::vector<int>& groups) {
    std::vector<Assignment> out;
    for (int group : groups) {
        Assignment a{group, ""};
        for (Cabin& cabin : cabins_) {
            if (cabin.canBoard(group)) {
                cabin.board(group);
                a.cabin = cabin.id();
                break;
            }
        }
        if (a.cabin.empty()) {
            waiting_ += group;
        }
        out.push_back(a);
    }
    return out;
}

int Line::load() const {
    int total = 0;
    for (const Cabin& cabin : cabins_) {
        total += cabin.riders();
    }
    return total;
}

void Line::depart() {
    for (Cabin& cabin : cabins_) {
        cabin.unload();
    }
}

}  // namespace ropeway
