// One game of a curling bonspiel: the points each team scored in each end.
#pragma once

#include <string>
#include <vector>

namespace bonspiel {

struct Game {
    std::string home;
    std::string away;
    // points[i] is the score of end i+1: positive for home, negative for away, 0 for a blank end.
    std::vector<int> ends;
};

struct GameTotals {
    int home_points = 0;
    int away_points = 0;
    int home_ends = 0;  // ends in which home scored
    int away_ends = 0;
};

GameTotals totals(const Game& game);

// The winner's name, or "" for a tie.
std::string winner(const Game& game);

// The line score as curlers write it, e.g. "Rink A 2 0 0 1 | 3".
std::string line_score(const Game& game, bool home_side);

}  // namespace bonspiel
