#include "fixtures.h"

#include <string.h>

static const sounding_row ROWS_1P[] = {
    { 0.0, 0.0 },    { 10.0, 1.8 },   { 20.0, 4.9 },    { 30.0, 9.1 },
    { 40.0, 13.8 },  { 50.0, 18.7 },  { 75.0, 31.2 },   { 100.0, 43.9 },
    { 150.0, 69.5 }, { 200.0, 95.1 }, { 250.0, 120.6 }, { 300.0, 145.9 },
};

static const sounding_row ROWS_1S[] = {
    { 0.0, 0.0 },    { 10.0, 2.0 },   { 20.0, 5.2 },    { 30.0, 9.5 },
    { 40.0, 14.3 },  { 50.0, 19.3 },  { 75.0, 32.0 },   { 100.0, 44.8 },
    { 150.0, 70.6 }, { 200.0, 96.4 }, { 250.0, 122.0 }, { 300.0, 147.5 },
};

const sounding_table TANK_1P = { "1P", ROWS_1P, sizeof ROWS_1P / sizeof ROWS_1P[0] };
const sounding_table TANK_1S = { "1S", ROWS_1S, sizeof ROWS_1S / sizeof ROWS_1S[0] };

void fixture_delivery(delivery *d)
{
    memset(d, 0, sizeof *d);
    d->bdn_number = "SG-2291";
    d->ship = "MV Kestrel Bay";
    d->port = "Singapore";
    d->grade = "RMG 380";
    d->density15 = 988.4;
    d->sulphur_pct = 2.85;
    d->flash_point_c = 72.0;
    d->ntanks = 2;
    d->tanks[0].table = &TANK_1P;
    d->tanks[0].opening.sounding_cm = 262.5;
    d->tanks[0].opening.temp_c = 48.0;
    d->tanks[0].closing.sounding_cm = 22.0;
    d->tanks[0].closing.temp_c = 46.5;
    d->tanks[1].table = &TANK_1S;
    d->tanks[1].opening.sounding_cm = 271.0;
    d->tanks[1].opening.temp_c = 47.5;
    d->tanks[1].closing.sounding_cm = 38.5;
    d->tanks[1].closing.temp_c = 46.0;
}
