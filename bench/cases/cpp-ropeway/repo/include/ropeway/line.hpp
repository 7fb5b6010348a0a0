#pragma once

#include <string>
#include <vector>

#include "ropeway/cabin.hpp"

namespace ropeway {

struct Assignment {
    int group;
    std::string cabin;  // empty when the group waits for the next round
};

class Line {
public:
    Line(int cabins, int seatsPerCabin);

    const std::vector<Cabin>& cabins() const { return cabins_; }

    // Sends each group, in queue order, to the first cabin with room for all of it.
    std::vector<Assignment> dispatch(const std::vector<int>& groups);
    int load() const;
    int waiting() const { return waiting_; }
    void depart();

private:
    std::vector<Cabin> cabins_;
    int waiting_ = 0;
};

}  // namespace ropeway
