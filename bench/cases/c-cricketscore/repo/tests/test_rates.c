#include "check.h"
#include "rates.h"

void test_overs(void)
{
    char buf[16];

    overs_text(75, buf, sizeof buf);
    CHECK_STR(buf, "12.3");
    overs_text(120, buf, sizeof buf);
    CHECK_STR(buf, "20.0");
    overs_text(0, buf, sizeof buf);
    CHECK_STR(buf, "0.0");

    CHECK_INT(overs_to_balls("12.3"), 75);
    CHECK_INT(overs_to_balls("20"), 120);
    CHECK_INT(overs_to_balls("0.5"), 5);
    CHECK_INT(overs_to_balls("12.6"), -1);
    CHECK_INT(overs_to_balls(".3"), -1);
    CHECK_INT(overs_to_balls("12."), -1);
    CHECK_INT(overs_to_balls("12.34"), -1);
}

void test_rates(void)
{
    CHECK_NEAR(run_rate(123, 120), 6.15, 1e-9);
    CHECK_NEAR(run_rate(45, 75), 3.6, 1e-9);
    CHECK_NEAR(run_rate(10, 0), 0.0, 1e-12);

    CHECK_NEAR(required_rate(151, 100, 60), 5.1, 1e-9);
    CHECK_NEAR(required_rate(151, 151, 0), 0.0, 1e-12);
    CHECK_NEAR(required_rate(151, 140, 0), -1.0, 1e-12);
}

void test_net_run_rate(void)
{
    MatchResult season[] = {
        /* made 160/6 in 20, bowled them out for 120 in 18.2 */
        { 160, 120, 0, 120, 110, 1, 120 },
        /* made 140/8 in 20, they chased it in 18.0 */
        { 140, 120, 0, 141, 108, 0, 120 },
    };

    /* for: 300 off 40 overs = 7.5; against: 261 off 38 overs (the all out counts as 20) */
    CHECK_NEAR(net_run_rate(season, 2), 7.5 - 261.0 / 38.0, 1e-9);
    CHECK_NEAR(net_run_rate(season, 0), 0.0, 1e-12);
}
