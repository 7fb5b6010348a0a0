#include "bonspiel/ranking.hpp"

namespace bonspiel {

bool ranks_before(const TeamRecord& a, const TeamRecord& b) {
    if (a.league_points() != b.league_points()) return a.league_points() > b.league_points();
    if (a.points_difference() != b.points_difference()) return a.points_difference() > b.points_difference();
    if (a.ends_won != b.ends_won) return a.ends_won > b.ends_won;
    return a.team < b.team;
}

}  // namespace bonspiel
