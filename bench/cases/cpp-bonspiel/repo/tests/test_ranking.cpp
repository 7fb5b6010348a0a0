#include "bonspiel/ranking.hpp"
#include "check.hpp"

using bonspiel::TeamRecord;

static TeamRecord rec(const char* team, int wins, int ties, int pf, int pa, int ends) {
    TeamRecord r;
    r.team = team;
    r.wins = wins;
    r.ties = ties;
    r.points_for = pf;
    r.points_against = pa;
    r.ends_won = ends;
    return r;
}

TEST(league_points_come_first) {
    CHECK(bonspiel::ranks_before(rec("B", 2, 0, 10, 20, 5), rec("A", 1, 1, 30, 10, 9)));
    CHECK(!bonspiel::ranks_before(rec("A", 1, 1, 30, 10, 9), rec("B", 2, 0, 10, 20, 5)));
}

TEST(points_difference_then_ends_then_name) {
    CHECK(bonspiel::ranks_before(rec("B", 1, 0, 12, 8, 4), rec("A", 1, 0, 10, 8, 6)));
    CHECK(bonspiel::ranks_before(rec("B", 1, 0, 10, 8, 6), rec("A", 1, 0, 10, 8, 4)));
    CHECK(bonspiel::ranks_before(rec("A", 1, 0, 10, 8, 4), rec("B", 1, 0, 10, 8, 4)));
    CHECK(!bonspiel::ranks_before(rec("A", 1, 0, 10, 8, 4), rec("A", 1, 0, 10, 8, 4)));
}

RUN_TESTS()
