#include <stddef.h>

#include "check.h"
#include "tests.h"

#include "../src/harvest.h"

static const Sieve usual = { { 0.25, 0.55, 0.20 } };

void test_sieve_valid(void)
{
    Sieve s = usual;

    CHECK(sieve_valid(&s));
    s.fraction[GRADE_COARSE] = 0.2009;
    CHECK(sieve_valid(&s));
    s.fraction[GRADE_COARSE] = 0.25;
    CHECK(!sieve_valid(&s));
    s.fraction[GRADE_FINE] = -0.05;
    s.fraction[GRADE_MEDIUM] = 0.80;
    CHECK(!sieve_valid(&s));
    s.fraction[GRADE_FINE] = 0.0;
    s.fraction[GRADE_MEDIUM] = 0.0;
    s.fraction[GRADE_COARSE] = 1.0;
    CHECK(sieve_valid(&s));
}

void test_harvest_take(void)
{
    Pond p;
    Lot lot;

    pond_init(&p, "bed two", POND_CRYSTALLISER, 800.0, 0.2, 0.05,
              SATURATION_GPL);
    p.salt_bed_kg = 19400.0;
    lot = harvest_take(&p, 33, 3.0, &usual);
    CHECK_STR(lot.pond, "bed two");
    CHECK_INT(lot.day, 33);
    CHECK_NEAR(lot.dry_kg, 19400.0, 1e-9);
    CHECK_NEAR(lot.wet_kg, 20000.0, 1e-6);
    CHECK_NEAR(lot.by_grade_kg[GRADE_FINE], 4850.0, 1e-9);
    CHECK_NEAR(lot.by_grade_kg[GRADE_MEDIUM], 10670.0, 1e-9);
    CHECK_NEAR(lot.by_grade_kg[GRADE_COARSE], 3880.0, 1e-9);
    CHECK_NEAR(p.salt_bed_kg, 0.0, 1e-12);
    /* the brine stays where it is */
    CHECK_NEAR(p.brine.volume_m3, 40.0, 1e-9);
}

void test_harvest_bags(void)
{
    double left = -1.0;

    CHECK_INT(harvest_bags(1030.0, 25.0, &left), 41);
    CHECK_NEAR(left, 5.0, 1e-9);
    CHECK_INT(harvest_bags(1000.0, 25.0, &left), 40);
    CHECK_NEAR(left, 0.0, 1e-9);
    CHECK_INT(harvest_bags(24.9, 25.0, &left), 0);
    CHECK_NEAR(left, 24.9, 1e-9);
    CHECK_INT(harvest_bags(100.0, 0.0, &left), 0);
    CHECK_NEAR(left, 100.0, 1e-9);
    CHECK_INT(harvest_bags(-3.0, 25.0, &left), 0);
    CHECK_NEAR(left, 0.0, 1e-12);
    CHECK_INT(harvest_bags(50.0, 25.0, NULL), 2);
}

void test_harvest_value(void)
{
    const double prices[GRADE_COUNT] = { 180.0, 120.0, 95.0 };
    Lot lot = { "bed one", 14, 0.0, 10000.0, { 2500.0, 5500.0, 2000.0 } };

    CHECK_NEAR(harvest_value(&lot, prices), 450.0 + 660.0 + 190.0, 1e-9);
    CHECK_STR(grade_name(GRADE_FINE), "fine");
    CHECK_STR(grade_name(GRADE_COARSE), "coarse");
    CHECK_STR(grade_name(GRADE_COUNT), "?");
}
