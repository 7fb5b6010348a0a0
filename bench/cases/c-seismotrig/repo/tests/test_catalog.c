#include <string.h>
#include "check.h"
#include "seismo.h"

static void fill(catalog_t *c)
{
    static const event_t evs[] = {
        {"HOLY", 7200.0, 2.1, 40.0},
        {"KESW", 3600.0, 3.4, 95.0},
        {"HOLY", 9000.0, 1.2, 12.0},
        {"BRAE", 3600.0, 2.9, 60.0},
        {"KESW", 5400.0, 4.0, 150.0},
    };
    size_t i;
    catalog_init(c);
    for (i = 0; i < sizeof evs / sizeof evs[0]; i++) catalog_add(c, &evs[i]);
}

static void events_are_kept_in_time_order(void)
{
    catalog_t c;
    fill(&c);
    CHECK_EQ_SIZE(c.n, 5);
    CHECK(strcmp(c.events[0].station, "KESW") == 0);
    CHECK(strcmp(c.events[1].station, "BRAE") == 0);
    CHECK_NEAR(c.events[4].origin_s, 9000.0, 0.0);
    catalog_free(&c);
}

static void catalog_grows_past_its_first_block(void)
{
    catalog_t c;
    event_t e = {"HOLY", 0.0, 1.0, 10.0};
    size_t i;
    catalog_init(&c);
    for (i = 0; i < 20; i++) {
        e.origin_s = 1000.0 - (double)i;
        CHECK(catalog_add(&c, &e) == 0);
    }
    CHECK_EQ_SIZE(c.n, 20);
    CHECK_NEAR(c.events[0].origin_s, 981.0, 0.0);
    catalog_free(&c);
}

static void filters_by_magnitude_and_time(void)
{
    catalog_t c;
    const event_t *out[5];
    fill(&c);
    CHECK_EQ_SIZE(catalog_count_at_least(&c, 2.9), 3);
    CHECK_EQ_SIZE(catalog_between(&c, 3600.0, 7200.0, out, 5), 3);
    CHECK_NEAR(out[2]->magnitude, 4.0, 0.0);
    catalog_free(&c);
}

static void magnitude_histogram(void)
{
    catalog_t c;
    size_t counts[4];
    fill(&c);
    catalog_histogram(&c, 1.0, 1.0, 4, counts);
    CHECK_EQ_SIZE(counts[0], 1);
    CHECK_EQ_SIZE(counts[1], 2);
    CHECK_EQ_SIZE(counts[2], 1);
    CHECK_EQ_SIZE(counts[3], 1);
    catalog_free(&c);
}

void run_catalog_tests(void)
{
    RUN(events_are_kept_in_time_order);
    RUN(catalog_grows_past_its_first_block);
    RUN(filters_by_magnitude_and_time);
    RUN(magnitude_histogram);
}
