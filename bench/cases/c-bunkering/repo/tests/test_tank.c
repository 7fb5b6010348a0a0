#include "check.h"
#include "fixtures.h"
#include "tank.h"

static void test_volume_at_rows(void)
{
    CHECK_NEAR(table_volume(&TANK_1P, 0.0), 0.0, 1e-9);
    CHECK_NEAR(table_volume(&TANK_1P, 50.0), 18.7, 1e-9);
    CHECK_NEAR(table_volume(&TANK_1P, 300.0), 145.9, 1e-9);
    CHECK_NEAR(table_volume(&TANK_1S, 100.0), 44.8, 1e-9);
}

static void test_volume_between_rows(void)
{
    CHECK_NEAR(table_volume(&TANK_1P, 5.0), 0.9, 1e-9);
    CHECK_NEAR(table_volume(&TANK_1P, 262.5), 126.925, 1e-9);
    CHECK_NEAR(table_volume(&TANK_1S, 62.0), 25.396, 1e-9);
    CHECK_NEAR(table_volume(&TANK_1S, 271.0), 132.71, 1e-9);
}

static void test_volume_outside_table(void)
{
    CHECK_NEAR(table_volume(&TANK_1P, -0.5), -1.0, 0.0);
    CHECK_NEAR(table_volume(&TANK_1P, 300.5), -1.0, 0.0);
}

static void test_sounding_from_volume(void)
{
    CHECK_NEAR(table_sounding(&TANK_1P, 18.7), 50.0, 1e-9);
    CHECK_NEAR(table_sounding(&TANK_1P, 126.925), 262.5, 1e-9);
    CHECK_NEAR(table_sounding(&TANK_1S, 0.5), 2.5, 1e-9);
    CHECK_NEAR(table_sounding(&TANK_1S, 150.0), -1.0, 0.0);
}

static void test_capacity_and_validity(void)
{
    static const sounding_row bad_rows[] = { { 0.0, 0.0 }, { 10.0, 2.0 }, { 10.0, 3.0 } };
    const sounding_table bad = { "bad", bad_rows, 3 };

    CHECK_NEAR(table_capacity(&TANK_1P), 145.9, 1e-9);
    CHECK_NEAR(table_capacity(&TANK_1S), 147.5, 1e-9);
    CHECK(table_is_valid(&TANK_1P));
    CHECK(table_is_valid(&TANK_1S));
    CHECK(!table_is_valid(&bad));
}

void test_tank(void)
{
    test_volume_at_rows();
    test_volume_between_rows();
    test_volume_outside_table();
    test_sounding_from_volume();
    test_capacity_and_validity();
}
