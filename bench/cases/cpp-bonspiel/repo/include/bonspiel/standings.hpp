// The round-robin table of a bonspiel.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "bonspiel/game.hpp"
#include "bonspiel/ranking.hpp"

namespace bonspiel {

class Standings {
public:
    void enter(const std::string& team);
    void record(const Game& game);

    const TeamRecord& team(const std::string& name) const;
    std::vector<TeamRecord> table() const;
    std::string format() const;

private:
    TeamRecord& entry(const std::string& name);
    std::map<std::string, TeamRecord> records_;
};

}  // namespace bonspiel
