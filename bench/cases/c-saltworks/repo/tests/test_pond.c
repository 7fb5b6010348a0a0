#include <stddef.h>

#include "check.h"
#include "tests.h"

#include "../src/pond.h"

static const DayWeather sunny = { 1, 25.0, 4.0, 50.0, 0.0 };

void test_pond_init_and_depth(void)
{
    Pond p;

    pond_init(&p, "a rather long pond name for the struct", POND_CONCENTRATOR,
              2500.0, 0.3, 0.2, 80.0);
    CHECK_STR(p.name, "a rather long pond name");
    CHECK_INT(p.kind, POND_CONCENTRATOR);
    CHECK_NEAR(p.brine.volume_m3, 500.0, 1e-9);
    CHECK_NEAR(pond_depth_m(&p), 0.2, 1e-12);
    CHECK_NEAR(pond_room_m3(&p), 250.0, 1e-9);
    CHECK_NEAR(p.salt_bed_kg, 0.0, 1e-12);
    CHECK_NEAR(p.intake_baume, 0.0, 1e-12);
    CHECK_STR(pond_kind_name(p.kind), "concentrator");
    CHECK_STR(pond_kind_name(POND_CRYSTALLISER), "crystalliser");

    p.brine.volume_m3 = 900.0;
    CHECK_NEAR(pond_room_m3(&p), 0.0, 1e-12);
    p.area_m2 = 0.0;
    CHECK_NEAR(pond_depth_m(&p), 0.0, 1e-12);
}

void test_pond_day_evaporates(void)
{
    Pond fresh, salty;
    double lost;

    pond_init(&fresh, "fresh", POND_RESERVOIR, 1000.0, 0.5, 0.5, 0.0);
    pond_init(&salty, "salty", POND_CONCENTRATOR, 1000.0, 0.5, 0.5, 200.0);

    /* pan 10.137 mm, times 0.7 for open water */
    CHECK_NEAR(pond_evaporation_mm(&fresh, &sunny), 7.0958, 1e-3);
    lost = pond_day(&fresh, &sunny);
    CHECK_NEAR(lost, 7.0958, 1e-3);
    CHECK_NEAR(pond_depth_m(&fresh), 0.5 - 0.0070958, 1e-6);

    /* a strong brine gives up its water more slowly */
    lost = pond_day(&salty, &sunny);
    CHECK_NEAR(lost, 7.0958 * 0.81, 1e-3);
    CHECK_NEAR(brine_salt_kg(salty.brine), 100000.0, 1e-6);
    CHECK(salty.brine.salinity_gpl > 200.0);
}

void test_pond_day_rain(void)
{
    DayWeather wet = { 2, 14.0, 2.0, 100.0, 25.0 };
    Pond p;
    double lost;

    pond_init(&p, "wet", POND_CONCENTRATOR, 2000.0, 0.3, 0.2, 100.0);
    lost = pond_day(&p, &wet);
    CHECK_NEAR(lost, -50.0, 1e-9);
    CHECK_NEAR(p.brine.volume_m3, 450.0, 1e-9);
    CHECK_NEAR(p.brine.salinity_gpl, 400.0 / 4.5, 1e-9);

    /* rain on a dry floor makes a puddle of fresh water */
    p.brine.volume_m3 = 0.0;
    p.brine.salinity_gpl = 0.0;
    pond_day(&p, &wet);
    CHECK_NEAR(p.brine.volume_m3, 50.0, 1e-9);
    CHECK_NEAR(p.brine.salinity_gpl, 0.0, 1e-12);

    /* and sun on a dry floor does nothing */
    p.brine.volume_m3 = 0.0;
    CHECK_NEAR(pond_day(&p, &sunny), 0.0, 1e-12);
}

void test_pond_day_crystallises(void)
{
    Pond p;
    int d;

    pond_init(&p, "bed", POND_CRYSTALLISER, 1000.0, 0.2, 0.1, SATURATION_GPL);
    for (d = 0; d < 5; d++)
        pond_day(&p, &sunny);
    /* 5 days of 7.0958 * 0.69885 mm off 1000 m2 of saturated brine */
    CHECK_NEAR(p.brine.salinity_gpl, SATURATION_GPL, 1e-9);
    CHECK_NEAR(pond_depth_m(&p), 0.1 - 5 * 0.0049589, 1e-6);
    CHECK_NEAR(p.salt_bed_kg, 5 * 4.9589 * SATURATION_GPL, 1.0);
    CHECK_NEAR(p.salt_bed_kg + brine_salt_kg(p.brine), 100.0 * SATURATION_GPL,
               1e-6);
}
