#include "check.h"
#include "fixture.h"
#include "innings.h"

void test_innings_totals(void)
{
    Innings inn;

    CHECK_INT(play_dunmore(&inn), INNINGS_OK);
    CHECK_INT(inn.total, 22);
    CHECK_INT(inn.wickets, 2);
    CHECK_INT(inn.legal_balls, 36);
    CHECK_INT(inn.extras[EXTRA_WIDE], 1);
    CHECK_INT(inn.extras[EXTRA_NOBALL], 1);
    CHECK_INT(inn.extras[EXTRA_LEGBYE], 2);
    CHECK_INT(inn.bowler, -1);
}

void test_innings_batters(void)
{
    Innings inn;
    const Batter *b;

    play_dunmore(&inn);
    b = innings_batter(&inn, "Hale");
    CHECK(b != NULL && b->out);
    CHECK_INT(b->runs, 1);
    CHECK_INT(b->balls, 11);
    b = innings_batter(&inn, "Okafor");
    CHECK_INT(b->runs, 6);
    CHECK_INT(b->balls, 18);
    CHECK_INT(b->fours, 1);
    b = innings_batter(&inn, "Brannigan");
    CHECK(!b->out);
    CHECK_INT(b->runs, 11);
    CHECK_INT(b->balls, 7);
    CHECK_INT(b->sixes, 1);
    CHECK_INT(inn.bat[inn.striker].balls, 7);
    b = innings_batter(&inn, "Patel");
    CHECK(b->batted && !b->out);
    CHECK_INT(b->balls, 1);
    CHECK(!innings_batter(&inn, "Lindqvist")->batted);
}

void test_innings_bowlers(void)
{
    Innings inn;
    const Bowler *w;

    play_dunmore(&inn);
    CHECK_INT(inn.n_bowl, 3);
    w = innings_bowler(&inn, "Ashby");
    CHECK_INT(w->balls, 18);
    CHECK_INT(w->conceded, 18);
    CHECK_INT(w->wickets, 2);
    w = innings_bowler(&inn, "Wren");
    CHECK_INT(w->balls, 12);
    CHECK_INT(w->conceded, 1);
    w = innings_bowler(&inn, "Castell");
    CHECK_INT(w->balls, 6);
    CHECK_INT(w->conceded, 1);
    CHECK(innings_bowler(&inn, "Nobody") == NULL);
}

void test_innings_errors(void)
{
    Innings inn;
    Ball b;
    int where = 0;

    innings_init(&inn, DUNMORE_ORDER, 11);
    ball_parse("1", &b);
    CHECK_INT(innings_add(&inn, &b), INNINGS_NO_BOWLER);

    CHECK_INT(innings_play(&inn, "o:Ashby 0 0 0 0 0 0 o:Ashby", &where), INNINGS_SAME_BOWLER);
    CHECK_INT(where, 8);

    innings_init(&inn, DUNMORE_ORDER, 11);
    CHECK_INT(innings_play(&inn, "o:Ashby 0 0 o:Wren", &where), INNINGS_MID_OVER);
    CHECK_INT(where, 4);

    innings_init(&inn, DUNMORE_ORDER, 11);
    CHECK_INT(innings_play(&inn, "o:Ashby 0 0 five", &where), INNINGS_BAD_BALL);
    CHECK_INT(where, 4);
}

void test_innings_all_out(void)
{
    const char *const order[3] = { "Kowal", "Reyes", "Tiernan" };
    Innings inn;
    int where = 0;

    innings_init(&inn, order, 3);
    CHECK_INT(innings_play(&inn, "o:Ashby 1 W 0 W", &where), INNINGS_OK);
    CHECK(innings_all_out(&inn));
    CHECK_INT(innings_play(&inn, "0", &where), INNINGS_ALL_OUT);
    CHECK_INT(inn.total, 1);
}
