#include <stddef.h>

#include "check.h"
#include "tests.h"

#include "../src/brine.h"

void test_density_and_baume(void)
{
    CHECK_NEAR(brine_density(0.0), 0.998, 1e-9);
    CHECK_NEAR(brine_density(SEAWATER_GPL), 1.02229, 1e-5);
    CHECK_NEAR(brine_density(SATURATION_GPL), 1.217998, 1e-5);
    CHECK_NEAR(brine_baume(SEAWATER_GPL), 3.162, 0.001);
    CHECK_NEAR(brine_baume(SATURATION_GPL), 25.952, 0.001);
    CHECK(brine_baume(100.0) < brine_baume(200.0));
}

void test_baume_round_trip(void)
{
    double s;

    for (s = 0.0; s <= SATURATION_GPL; s += 31.7)
        CHECK_NEAR(brine_salinity_from_baume(brine_baume(s)), s, 1e-6);
    /* lighter than fresh water reads as no salt at all */
    CHECK_NEAR(brine_salinity_from_baume(-1.0), 0.0, 1e-12);
}

void test_mix(void)
{
    Brine a = { 10.0, 35.0 };
    Brine b = { 30.0, 135.0 };
    Brine none = { 0.0, 0.0 };
    Brine m = brine_mix(a, b);

    CHECK_NEAR(m.volume_m3, 40.0, 1e-9);
    CHECK_NEAR(m.salinity_gpl, 110.0, 1e-9);
    CHECK_NEAR(brine_salt_kg(m), brine_salt_kg(a) + brine_salt_kg(b), 1e-9);

    m = brine_mix(none, a);
    CHECK_NEAR(m.volume_m3, 10.0, 1e-9);
    CHECK_NEAR(m.salinity_gpl, 35.0, 1e-9);

    m = brine_mix(none, none);
    CHECK_NEAR(m.volume_m3, 0.0, 1e-12);
    CHECK_NEAR(m.salinity_gpl, 0.0, 1e-12);
}

void test_concentrate_to_saturation(void)
{
    Brine b = { 100.0, 200.0 };
    double out = 0.0;

    b = brine_concentrate(b, 20.0, &out);
    CHECK_NEAR(b.volume_m3, 80.0, 1e-9);
    CHECK_NEAR(b.salinity_gpl, 250.0, 1e-9);
    CHECK_NEAR(out, 0.0, 1e-12);

    /* 20000 kg of salt in 60 m3: 19020 kg stays dissolved */
    b = brine_concentrate(b, 20.0, &out);
    CHECK_NEAR(b.volume_m3, 60.0, 1e-9);
    CHECK_NEAR(b.salinity_gpl, SATURATION_GPL, 1e-9);
    CHECK_NEAR(out, 980.0, 1e-6);

    /* it adds to what is already there, and NULL is allowed */
    b = brine_concentrate(b, 10.0, &out);
    CHECK_NEAR(out, 980.0 + 3170.0, 1e-6);
    b = brine_concentrate(b, 1.0, NULL);
    CHECK_NEAR(b.volume_m3, 49.0, 1e-9);
}

void test_concentrate_dry_and_rain(void)
{
    Brine b = { 5.0, 300.0 };
    double out = 0.0;

    b = brine_concentrate(b, 6.0, &out);
    CHECK_NEAR(b.volume_m3, 0.0, 1e-12);
    CHECK_NEAR(out, 1500.0, 1e-9);

    b.volume_m3 = 10.0;
    b.salinity_gpl = 100.0;
    out = 0.0;
    b = brine_concentrate(b, -2.5, &out);
    CHECK_NEAR(b.volume_m3, 12.5, 1e-9);
    CHECK_NEAR(b.salinity_gpl, 80.0, 1e-9);
    CHECK_NEAR(out, 0.0, 1e-12);

    CHECK_NEAR(brine_evaporation_factor(0.0), 1.0, 1e-12);
    CHECK_NEAR(brine_evaporation_factor(SATURATION_GPL), 0.69885, 1e-6);
    CHECK_NEAR(brine_evaporation_factor(2000.0), 0.0, 1e-12);
}
