// A team's record in the round robin, and the order of the standings.
#pragma once

#include <string>

namespace bonspiel {

struct TeamRecord {
    std::string team;
    int played = 0;
    int wins = 0;
    int losses = 0;
    int ties = 0;
    int points_for = 0;
    int points_against = 0;
    int ends_won = 0;

    int league_points() const { return 2 * wins + ties; }
    int points_difference() const { return points_for - points_against; }
};

// The standings order: more league points first, then the better points difference, then more ends
// won, then by name.
bool ranks_before(const TeamRecord& a, const TeamRecord& b);

}  // namespace bonspiel
