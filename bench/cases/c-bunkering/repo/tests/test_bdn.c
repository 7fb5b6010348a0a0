#include "bdn.h"
#include "check.h"
#include "fixtures.h"

static void test_reading_gsv(void)
{
    delivery d;

    fixture_delivery(&d);
    CHECK_NEAR(reading_gsv(&d.tanks[0], &d.tanks[0].opening, d.density15), 126.925 * 0.9773, 1e-9);
    d.tanks[0].opening.sounding_cm = 310.0;
    CHECK_NEAR(reading_gsv(&d.tanks[0], &d.tanks[0].opening, d.density15), -1.0, 0.0);
}

static void test_one_tank_delivery(void)
{
    delivery d;
    bdn_quantity q;

    fixture_delivery(&d);
    d.ntanks = 1;
    CHECK_INT(bdn_quantity_of(&d, &q), 0);
    CHECK_NEAR(q.tov_m3, 121.185, 1e-9);
    CHECK_NEAR(q.gsv_m3, 118.428, 1e-9);
    CHECK_NEAR(q.mass_air_t, 116.924, 1e-9);
    CHECK_NEAR(q.mass_vacuum_t, 117.054, 1e-9);
}

static void test_two_tank_delivery(void)
{
    delivery d;
    bdn_quantity q;

    fixture_delivery(&d);
    CHECK_INT(bdn_quantity_of(&d, &q), 0);
    CHECK_NEAR(q.tov_m3, 240.315, 1e-9);
    CHECK_NEAR(q.gsv_m3, 234.888, 1e-9);
    CHECK_NEAR(q.mass_air_t, 231.905, 1e-9);
    CHECK_NEAR(q.mass_vacuum_t, 232.163, 1e-9);
}

static void test_rejected_deliveries(void)
{
    delivery d;
    bdn_quantity q;

    fixture_delivery(&d);
    d.tanks[1].closing.sounding_cm = 280.0;     /* tank gained product */
    CHECK_INT(bdn_quantity_of(&d, &q), -1);

    fixture_delivery(&d);
    d.tanks[0].closing.sounding_cm = -1.0;
    CHECK_INT(bdn_quantity_of(&d, &q), -1);

    fixture_delivery(&d);
    d.density15 = 1092.0;
    CHECK_INT(bdn_quantity_of(&d, &q), -1);
}

static void test_format(void)
{
    delivery d;
    char buf[512];
    char small[16];

    fixture_delivery(&d);
    CHECK(bdn_format(&d, buf, sizeof buf) > 0);
    CHECK_STR(buf,
              "BDN SG-2291\n"
              "Ship: MV Kestrel Bay  Port: Singapore\n"
              "Grade: RMG 380  Density @15C: 988.4 kg/m3  Sulphur: 2.85 % m/m  Flash: 72 C\n"
              "Observed volume: 240.315 m3\n"
              "Volume @15C: 234.888 m3\n"
              "Quantity: 231.905 t (air)  232.163 t (vacuum)\n");
    CHECK_INT(bdn_format(&d, small, sizeof small), -1);
}

void test_bdn(void)
{
    test_reading_gsv();
    test_one_tank_delivery();
    test_two_tank_delivery();
    test_rejected_deliveries();
    test_format();
}
