#include "bonspiel/game.hpp"

#include <sstream>

namespace bonspiel {

GameTotals totals(const Game& game) {
    GameTotals t;
    for (int end : game.ends) {
        if (end > 0) {
            t.home_points += end;
            ++t.home_ends;
        } else if (end < 0) {
            t.away_points += -end;
            ++t.away_ends;
        }
    }
    return t;
}

std::string winner(const Game& game) {
    GameTotals t = totals(game);
    if (t.home_points == t.away_points) return "";
    return t.home_points > t.away_points ? game.home : game.away;
}

std::string line_score(const Game& game, bool home_side) {
    std::ostringstream out;
    out << (home_side ? game.home : game.away);
    int sum = 0;
    for (int end : game.ends) {
        int mine = home_side ? (end > 0 ? end : 0) : (end < 0 ? -end : 0);
        sum += mine;
        out << " " << mine;
    }
    out << " | " << sum;
    return out.str();
}

}  // namespace bonspiel
