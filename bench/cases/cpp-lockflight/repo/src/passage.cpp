#include "lockflight/passage.hpp"

#include <algorithm>
#include <stdexcept>

namespace lockflight {

static Direction opposite(Direction dir) { return dir == Direction::Up ? Direction::Down : Direction::Up; }

Passage plan_passage(std::vector<Boat> boats, const Lock& lock) {
    std::stable_sort(boats.begin(), boats.end(), [](const Boat& a, const Boat& b) {
        return a.arrival != b.arrival ? a.arrival < b.arrival : a.name < b.name;
    });

    Passage passage;
    int free_at = 0;
    Direction set_for = lock.set_for;
    for (const Boat& boat : boats) {
        if (!fits(boat, lock.chamber)) {
            passage.turned_away.push_back(boat.name);
            continue;
        }
        int start = std::max(boat.arrival, free_at);
        if (set_for != boat.dir) {
            passage.cycles.push_back(Cycle{start, set_for, {}});
            start += lock.cycle_minutes;
        }
        passage.cycles.push_back(Cycle{start, boat.dir, {boat.name}});
        free_at = start + lock.cycle_minutes;
        set_for = opposite(boat.dir);
    }
    return passage;
}

int wait_minutes(const Passage& passage, const std::vector<Boat>& boats, const std::string& name) {
    auto boat = std::find_if(boats.begin(), boats.end(), [&](const Boat& b) { return b.name == name; });
    if (boat == boats.end()) {
        throw std::invalid_argument("no boat " + name);
    }
    for (const Cycle& cycle : passage.cycles) {
        if (std::find(cycle.boats.begin(), cycle.boats.end(), name) != cycle.boats.end()) {
            return cycle.start - boat->arrival;
        }
    }
    throw std::invalid_argument(name + " did not pass");
}

}  // namespace lockflight
