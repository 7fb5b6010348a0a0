#include "bonspiel/game.hpp"
#include "check.hpp"

using bonspiel::Game;

TEST(totals_count_points_and_ends) {
    Game g{"Kelso", "Perth", {2, 0, -1, -3, 1, 0, 2, -1}};
    auto t = bonspiel::totals(g);
    CHECK_EQ(t.home_points, 5);
    CHECK_EQ(t.away_points, 5);
    CHECK_EQ(t.home_ends, 3);
    CHECK_EQ(t.away_ends, 3);
}

TEST(winner_is_the_higher_total_or_nobody) {
    CHECK_EQ(bonspiel::winner(Game{"Kelso", "Perth", {2, -1, 1}}), std::string("Kelso"));
    CHECK_EQ(bonspiel::winner(Game{"Kelso", "Perth", {1, -3, 1}}), std::string("Perth"));
    CHECK_EQ(bonspiel::winner(Game{"Kelso", "Perth", {1, -1, 0}}), std::string(""));
}

TEST(line_score_shows_each_side) {
    Game g{"Kelso", "Perth", {2, 0, -1, 1}};
    CHECK_EQ(bonspiel::line_score(g, true), std::string("Kelso 2 0 0 1 | 3"));
    CHECK_EQ(bonspiel::line_score(g, false), std::string("Perth 0 0 1 0 | 1"));
}

RUN_TESTS()
