#include "ropeway/cabin.hpp"

#include <stdexcept>
#include <utility>

namespace ropeway {

Cabin::Cabin(std::string id, int seats) : id_(std::move(id)), seats_(seats) {
    if (seats <= 0) {
        throw std::invalid_argument("a cabin needs at least one seat");
    }
}

int Cabin::spare() const { return seats_ - riders_; }

bool Cabin::canBoard(int group) const { return group > 0 && group <= seats_ - riders_; }

void Cabin::board(int group) {
    if (!canBoard(group)) {
        throw std::logic_error("no room for the group in cabin " + id_);
    }
    riders_ += group;
}

void Cabin::unload() { riders_ = 0; }

double Cabin::loadFactor() const { return static_cast<double>(riders_) / seats_; }

}  // namespace ropeway
