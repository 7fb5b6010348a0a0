#include <stddef.h>

#include "check.h"
#include "tests.h"

#include "../src/works.h"

/* no sun, no rain: only the feeding moves anything */
static const DayWeather still = { 1, 20.0, 0.0, 100.0, 0.0 };

void test_works_add_pond(void)
{
    Works w;
    Pond p;
    int i;

    works_init(&w);
    CHECK(sieve_valid(&w.sieve));
    pond_init(&p, "pan", POND_CONCENTRATOR, 100.0, 0.3, 0.3, 50.0);
    for (i = 0; i < WORKS_MAX_PONDS; i++)
        CHECK_INT(works_add_pond(&w, &p), i);
    CHECK_INT(works_add_pond(&w, &p), -1);
    CHECK_INT(w.npond, WORKS_MAX_PONDS);
}

void test_works_feed_order(void)
{
    Works w;
    Pond p;

    works_init(&w);
    pond_init(&p, "sea pond", POND_RESERVOIR, 1000.0, 0.5, 0.5, SEAWATER_GPL);
    works_add_pond(&w, &p);
    pond_init(&p, "first", POND_CONCENTRATOR, 1000.0, 0.3, 0.15, 120.0);
    works_add_pond(&w, &p);
    pond_init(&p, "second", POND_CONCENTRATOR, 500.0, 0.3, 0.1, 200.0);
    p.intake_baume = 10.0;
    works_add_pond(&w, &p);

    works_day(&w, &still);
    CHECK_INT(w.day, 1);

    /* second is filled from first (100 m3 at 120 g/L) ... */
    CHECK_NEAR(pond_depth_m(&w.ponds[2]), 0.3, 1e-9);
    CHECK_NEAR(w.ponds[2].brine.salinity_gpl, (50.0 * 200.0 + 100.0 * 120.0) / 150.0,
               1e-9);
    /* ... which leaves first low enough to be filled from the reservoir ... */
    CHECK_NEAR(pond_depth_m(&w.ponds[1]), 0.3, 1e-9);
    CHECK_NEAR(w.ponds[1].brine.salinity_gpl, (50.0 * 120.0 + 250.0 * 35.0) / 300.0,
               1e-9);
    /* ... and the reservoir is pumped full from the sea again */
    CHECK_NEAR(pond_depth_m(&w.ponds[0]), 0.5, 1e-9);
    CHECK_NEAR(w.intake_m3, 250.0, 1e-9);
    CHECK_NEAR(w.intake_salt_kg, 250.0 * SEAWATER_GPL, 1e-9);

    /* the next day nobody is low, so nothing moves */
    works_day(&w, &still);
    CHECK_NEAR(w.intake_m3, 250.0, 1e-9);

    /* first is weak brine, so second is not fed from it however low */
    w.ponds[1].brine.salinity_gpl = 90.0;
    w.ponds[2].brine.volume_m3 = 20.0;
    works_day(&w, &still);
    CHECK_NEAR(w.ponds[2].brine.volume_m3, 20.0, 1e-9);
}

void test_works_salt_balance(void)
{
    Works w;
    DayWeather days[60];
    int n = season_weather(days, 60);
    double before;

    season_layout(&w);
    before = works_salt_kg(&w);
    CHECK_NEAR(before, 264500.0, 1e-6);
    works_run(&w, days, n);
    /* salt comes in from the sea and nowhere else, and none is lost */
    CHECK_NEAR(works_salt_kg(&w), before + w.intake_salt_kg, 1e-3);
    CHECK_NEAR(w.intake_salt_kg, w.intake_m3 * SEAWATER_GPL, 1e-6);
}

void test_works_season(void)
{
    Works w;
    DayWeather days[60];
    int n = season_weather(days, 60);
    const Pond *bed;

    CHECK_INT(n, 60);
    season_layout(&w);
    CHECK_INT(works_run(&w, days, n), 2);
    CHECK_INT(w.day, 60);

    CHECK_INT(w.lots[0].day, 14);
    CHECK_NEAR(w.lots[0].dry_kg, 21358.272, 0.01);
    CHECK_INT(w.lots[1].day, 29);
    CHECK_NEAR(w.lots[1].dry_kg, 20480.917, 0.01);
    CHECK_NEAR(works_harvested_kg(&w), 41839.189, 0.01);
    CHECK_NEAR(w.intake_m3, 2730.917, 0.01);

    bed = &w.ponds[3];
    CHECK_STR(bed->name, "bed one");
    CHECK_NEAR(bed->brine.salinity_gpl, SATURATION_GPL, 1e-9);
    CHECK(bed->salt_bed_kg > 19000.0 && bed->salt_bed_kg < 20000.0);
}
