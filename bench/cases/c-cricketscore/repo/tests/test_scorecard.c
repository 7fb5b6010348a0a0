#include "check.h"
#include "fixture.h"
#include "scorecard.h"

void test_scorecard_lines(void)
{
    Innings inn;
    char buf[96];

    play_dunmore(&inn);
    scorecard_total(&inn, buf, sizeof buf);
    CHECK_STR(buf, "22/2 (6.0 ov)");
    scorecard_extras(&inn, buf, sizeof buf);
    CHECK_STR(buf, "Extras 4 (b 0, lb 2, w 1, nb 1)");
}

void test_scorecard_render(void)
{
    Innings inn;
    char buf[2048];

    play_dunmore(&inn);
    scorecard_render(&inn, buf, sizeof buf);
    CHECK_STR(buf,
              "Batter                       R    B\n"
              "Hale             out         1   11\n"
              "Okafor           out         6   18\n"
              "Brannigan        not out    11    7\n"
              "Patel            not out     0    1\n"
              "Extras 4 (b 0, lb 2, w 1, nb 1)\n"
              "Total 22/2 (6.0 ov)\n"
              "Bowler               O    R   W\n"
              "Ashby              3.0   18   2\n"
              "Wren               2.0    1   0\n"
              "Castell            1.0    1   0\n");
}

void test_scorecard_small_buffer(void)
{
    Innings inn;
    char buf[40];
    size_t len;

    play_dunmore(&inn);
    len = scorecard_render(&inn, buf, sizeof buf);
    CHECK_INT(len, sizeof buf - 1);
    CHECK_INT(strlen(buf), sizeof buf - 1);
}
