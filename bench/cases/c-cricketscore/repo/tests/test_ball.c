#include "ball.h"
#include "check.h"

void test_ball_parse(void)
{
    Ball b;

    CHECK_INT(ball_parse("4", &b), 0);
    CHECK_INT(b.bat_runs, 4);
    CHECK_INT(b.extra, EXTRA_NONE);
    CHECK_INT(ball_parse(".", &b), 0);
    CHECK_INT(ball_total(&b), 0);
    CHECK_INT(ball_parse("W", &b), 0);
    CHECK_INT(b.wicket, 1);

    CHECK_INT(ball_parse("wd", &b), 0);
    CHECK_INT(b.extra, EXTRA_WIDE);
    CHECK_INT(b.extras, 1);
    CHECK_INT(ball_parse("3wd", &b), 0);
    CHECK_INT(b.extras, 3);
    CHECK_INT(ball_parse("4nb", &b), 0);
    CHECK_INT(b.extra, EXTRA_NOBALL);
    CHECK_INT(b.bat_runs, 4);
    CHECK_INT(b.extras, 1);
    CHECK_INT(ball_parse("2lb", &b), 0);
    CHECK_INT(b.extra, EXTRA_LEGBYE);
    CHECK_INT(b.extras, 2);

    CHECK_INT(ball_parse("", &b), -1);
    CHECK_INT(ball_parse("b", &b), -1);
    CHECK_INT(ball_parse("9", &b), -1);
    CHECK_INT(ball_parse("0wd", &b), -1);
    CHECK_INT(ball_parse("4x", &b), -1);
}

void test_ball_accounting(void)
{
    Ball b;

    ball_parse("3wd", &b);
    CHECK(!ball_is_legal(&b));
    CHECK_INT(ball_total(&b), 3);
    CHECK_INT(ball_charged(&b), 3);
    CHECK_INT(ball_runs_ran(&b), 2);

    ball_parse("4nb", &b);
    CHECK(!ball_is_legal(&b));
    CHECK_INT(ball_total(&b), 5);
    CHECK_INT(ball_charged(&b), 5);
    CHECK_INT(ball_runs_ran(&b), 4);

    ball_parse("1b", &b);
    CHECK(ball_is_legal(&b));
    CHECK_INT(ball_total(&b), 1);
    CHECK_INT(ball_charged(&b), 0);
    CHECK_INT(ball_runs_ran(&b), 1);

    ball_parse("2", &b);
    CHECK_INT(ball_charged(&b), 2);
    CHECK_INT(ball_runs_ran(&b), 2);
}

void test_ball_format(void)
{
    const char *tokens[] = { "0", "6", "W", "wd", "3wd", "nb", "2nb", "1b", "4lb" };
    char buf[16];
    size_t i;
    Ball b;

    for (i = 0; i < sizeof tokens / sizeof tokens[0]; i++) {
        CHECK_INT(ball_parse(tokens[i], &b), 0);
        ball_format(&b, buf, sizeof buf);
        CHECK_STR(buf, tokens[i]);
    }
}
