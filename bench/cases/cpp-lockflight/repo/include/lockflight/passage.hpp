#pragma once

#include <string>
#include <vector>

#include "lockflight/boat.hpp"
#include "lockflight/lock.hpp"

namespace lockflight {

struct Cycle {
    int start = 0;
    Direction dir = Direction::Up;
    std::vector<std::string> boats;  // empty for a turn: the chamber worked with no boat in it
};

struct Passage {
    std::vector<Cycle> cycles;
    std::vector<std::string> turned_away;  // boats too big for the chamber
};

// Works the lock for the boats in order of arrival (then name). A boat waits
// until the lock is free; if the chamber is set the other way, it is first
// turned with an empty cycle. A cycle that lifts boats up leaves the chamber
// full, set for boats going down, and the other way round.
Passage plan_passage(std::vector<Boat> boats, const Lock& lock);

int wait_minutes(const Passage& passage, const std::vector<Boat>& boats, const std::string& name);

}  // namespace lockflight
