#include <stdio.h>

#include "check.h"

int check_failed;

void test_ball_parse(void);
void test_ball_accounting(void);
void test_ball_format(void);
void test_overs(void);
void test_rates(void);
void test_net_run_rate(void);
void test_innings_totals(void);
void test_innings_batters(void);
void test_innings_bowlers(void);
void test_innings_errors(void);
void test_innings_all_out(void);
void test_scorecard_lines(void);
void test_scorecard_render(void);
void test_scorecard_small_buffer(void);

static const struct {
    const char *name;
    void (*run)(void);
} TESTS[] = {
    { "ball_parse", test_ball_parse },
    { "ball_accounting", test_ball_accounting },
    { "ball_format", test_ball_format },
    { "overs", test_overs },
    { "rates", test_rates },
    { "net_run_rate", test_net_run_rate },
    { "innings_totals", test_innings_totals },
    { "innings_batters", test_innings_batters },
    { "innings_bowlers", test_innings_bowlers },
    { "innings_errors", test_innings_errors },
    { "innings_all_out", test_innings_all_out },
    { "scorecard_lines", test_scorecard_lines },
    { "scorecard_render", test_scorecard_render },
    { "scorecard_small_buffer", test_scorecard_small_buffer },
};

int main(void)
{
    size_t i, n = sizeof TESTS / sizeof TESTS[0];
    int passed = 0, failed = 0;

    for (i = 0; i < n; i++) {
        check_failed = 0;
        TESTS[i].run();
        if (check_failed) {
            printf("FAIL %s (%d checks)\n", TESTS[i].name, check_failed);
            failed++;
        } else {
            printf("ok   %s\n", TESTS[i].name);
            passed++;
        }
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
