#include <stdexcept>

#include "bonspiel/standings.hpp"
#include "check.hpp"

using bonspiel::Game;
using bonspiel::Standings;

static Standings four_rinks() {
    Standings s;
    for (const char* team : {"Kelso", "Perth", "Stranraer", "Dumfries"}) s.enter(team);
    return s;
}

static std::string order(const Standings& s) {
    std::string names;
    for (const auto& row : s.table()) names += (names.empty() ? "" : ",") + row.team;
    return names;
}

TEST(records_wins_losses_and_points) {
    Standings s = four_rinks();
    s.record(Game{"Kelso", "Perth", {2, 0, -1, 3}});
    const auto& kelso = s.team("Kelso");
    const auto& perth = s.team("Perth");
    CHECK_EQ(kelso.wins, 1);
    CHECK_EQ(perth.losses, 1);
    CHECK_EQ(kelso.points_for, 5);
    CHECK_EQ(perth.points_for, 1);
    CHECK_EQ(kelso.ends_won, 2);
}

TEST(a_tied_game_is_a_point_each) {
    Standings s = four_rinks();
    s.record(Game{"Stranraer", "Dumfries", {1, -1, 2, -2}});
    CHECK_EQ(s.team("Stranraer").league_points(), 1);
    CHECK_EQ(s.team("Dumfries").league_points(), 1);
}

TEST(table_orders_by_league_points_then_difference) {
    Standings s = four_rinks();
    s.record(Game{"Kelso", "Perth", {2, 0, -1, 3}});
    s.record(Game{"Stranraer", "Dumfries", {1, -1, 2, -2}});
    s.record(Game{"Perth", "Stranraer", {4, -1}});
    s.record(Game{"Dumfries", "Kelso", {-1, 1, 1}});
    CHECK_EQ(order(s), std::string("Dumfries,Kelso,Perth,Stranraer"));
}

TEST(unknown_teams_are_refused) {
    Standings s = four_rinks();
    bool threw = false;
    try {
        s.record(Game{"Kelso", "Oban", {1}});
    } catch (const std::out_of_range&) {
        threw = true;
    }
    CHECK(threw);
}

TEST(format_prints_the_table) {
    Standings s;
    s.enter("Kelso");
    s.enter("Perth");
    s.record(Game{"Kelso", "Perth", {2, 0, -1, 3}});
    CHECK_EQ(s.format(), std::string("Team        P  W  L  T  Pts  +/-\n"
                                     "Kelso       1  1  0  0    2   +4\n"
                                     "Perth       1  0  1  0    0   -4\n"));
}

RUN_TESTS()
