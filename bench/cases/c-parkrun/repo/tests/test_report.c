#include "check.h"
#include "fixture.h"
#include "report.h"

void test_report_lines(void)
{
    struct registry reg;
    struct event ev;
    struct result r[EVENT_MAX];
    char buf[160];
    fixture_results(&reg, &ev, r, EVENT_MAX);

    CHECK_STR(report_line(&r[0], buf, sizeof buf),
              "  1  16:59  Tom Achebe             VM40-44   77.82%  Hastings Runners  PB");
    CHECK_STR(report_line(&r[2], buf, sizeof buf), "  3  19:02  Unknown");
    CHECK_STR(report_line(&r[3], buf, sizeof buf),
              "  4  22:40  Gareth Lowe            VM55-59   65.51%  -");
    CHECK_STR(report_line(&r[4], buf, sizeof buf),
              "  5  24:30  Priya Nair             VW40-44   60.41%  Rother Tri");
    CHECK_STR(report_line(&r[5], buf, sizeof buf),
              "  6  24:58  Sam Keel               SM20-24   50.40%  -  First timer");
}

void test_report_summary(void)
{
    struct registry reg;
    struct event ev;
    struct result r[EVENT_MAX];
    struct summary s;
    char buf[200];
    int n = fixture_results(&reg, &ev, r, EVENT_MAX);

    results_summarise(r, n, &s);
    CHECK_STR(report_summary(&s, buf, sizeof buf),
              "10 finishers (2 unknown), 1 first timer, 3 PBs. Fastest: 16:59 (M), 24:30 (W).");
}

void test_report_summary_small(void)
{
    struct summary s = {1, 0, 0, 1, 1330, 0};
    char buf[200];
    CHECK_STR(report_summary(&s, buf, sizeof buf), "1 finisher, 0 first timers, 1 PB. Fastest: 22:10 (M), - (W).");
}
