#include "check.h"
#include "fixture.h"
#include "results.h"

void test_event_times(void)
{
    struct event ev;
    struct date day = {2024, 5, 18};
    event_init(&ev, &day);
    CHECK_INT(event_add_time(&ev, "1,16:59"), 0);
    CHECK_INT(event_add_time(&ev, "3,17:30"), -1);
    CHECK_INT(event_add_time(&ev, "2,16:58"), -1);
    CHECK_INT(event_add_time(&ev, "2,17:10"), 0);
    CHECK_INT(event_add_time(&ev, "3,bad"), -1);
    CHECK_INT(ev.time_count, 2);
}

void test_event_scans(void)
{
    struct event ev;
    struct date day = {2024, 5, 18};
    event_init(&ev, &day);
    CHECK_INT(event_add_scan(&ev, "P0042,A48211"), 0);
    CHECK_INT(event_add_scan(&ev, "P0042,A10233"), -1);
    CHECK_INT(event_add_scan(&ev, "P0000,A10233"), -1);
    CHECK_INT(event_add_scan(&ev, "P0401,A10233"), -1);
    CHECK_INT(event_add_scan(&ev, "X0001,A10233"), -1);
    CHECK_INT(event_add_scan(&ev, "P0001,"), -1);
    CHECK_INT(event_add_scan(&ev, "P0001,A10233\r\n"), 0);
    CHECK_STR(ev.scanned[0], "A10233");
    CHECK_STR(ev.scanned[41], "A48211");
}

void test_results_join(void)
{
    struct registry reg;
    struct event ev;
    struct result r[EVENT_MAX];
    int n = fixture_results(&reg, &ev, r, EVENT_MAX);

    CHECK_INT(n, 10);
    CHECK_STR(r[0].athlete ? r[0].athlete->name : "", "Tom Achebe");
    CHECK_INT(r[0].seconds, 1019);
    CHECK(r[2].athlete == NULL);
    CHECK(r[9].athlete == NULL);
    CHECK_INT(r[9].position, 10);
    CHECK_STR(r[4].athlete ? r[4].athlete->name : "", "Priya Nair");
    CHECK_INT(r[4].sex_position, 1);
    CHECK_INT(r[6].sex_position, 2);
    CHECK_INT(r[3].sex_position, 3);
    CHECK_INT(r[2].sex_position, 0);
}

void test_results_categories(void)
{
    struct registry reg;
    struct event ev;
    struct result r[EVENT_MAX];
    fixture_results(&reg, &ev, r, EVENT_MAX);

    CHECK_STR(r[0].category, "VM40-44"); /* 43 on the day itself */
    CHECK_STR(r[1].category, "SM25-29");
    CHECK_STR(r[5].category, "SM20-24");
    CHECK_STR(r[7].category, "JW11-14");
    CHECK_STR(r[8].category, "VW70-74");
    CHECK_STR(r[2].category, "");
    CHECK_NEAR(r[0].age_grade, 77.82, 0.01);
    CHECK_NEAR(r[8].age_grade, 58.01, 0.01);
    CHECK_NEAR(r[2].age_grade, -1.0, 1e-9);
}

void test_results_flags(void)
{
    struct registry reg;
    struct event ev;
    struct result r[EVENT_MAX];
    fixture_results(&reg, &ev, r, EVENT_MAX);

    CHECK_INT(r[0].flags, RESULT_PB);         /* 16:59 against 17:52 */
    CHECK_INT(r[1].flags, RESULT_PB);
    CHECK_INT(r[3].flags, 0);                 /* 22:40 against 22:15 */
    CHECK_INT(r[4].flags, 0);
    CHECK_INT(r[5].flags, RESULT_FIRST_TIMER);
    CHECK_INT(r[6].flags, RESULT_PB);
    CHECK_INT(r[7].flags, 0);
    CHECK_INT(r[8].flags, 0);
}

void test_results_summary(void)
{
    struct registry reg;
    struct event ev;
    struct result r[EVENT_MAX];
    struct summary s;
    int n = fixture_results(&reg, &ev, r, EVENT_MAX);

    results_summarise(r, n, &s);
    CHECK_INT(s.finishers, 10);
    CHECK_INT(s.unknown, 2);
    CHECK_INT(s.first_timers, 1);
    CHECK_INT(s.pbs, 3);
    CHECK_INT(s.fastest_m, 1019);
    CHECK_INT(s.fastest_w, 1470);
}
