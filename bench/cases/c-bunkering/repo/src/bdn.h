#ifndef BUNKER_BDN_H
#define BUNKER_BDN_H

#include <stddef.h>

#include "tank.h"

#define BDN_MAX_TANKS 8

/* One gauging of a barge tank. */
typedef struct {
    double sounding_cm;
    double temp_c;
} tank_reading;

/* A barge tank gauged before (opening) and after (closing) pumping. */
typedef struct {
    const sounding_table *table;
    tank_reading opening;
    tank_reading closing;
} tank_log;

/* A delivery to a receiving ship, from the supplier's barge tanks. */
typedef struct {
    const char *bdn_number;
    const char *ship;
    const char *port;
    const char *grade;
    double density15;       /* kg/m3 at 15 C, from the laboratory */
    double sulphur_pct;     /* % m/m */
    double flash_point_c;
    tank_log tanks[BDN_MAX_TANKS];
    size_t ntanks;
} delivery;

/* Quantities of one delivery. */
typedef struct {
    double tov_m3;          /* total observed volume delivered */
    double gsv_m3;          /* gross standard volume, at 15 C */
    double mass_air_t;      /* metric tonnes in air (what is invoiced) */
    double mass_vacuum_t;   /* metric tonnes in vacuum */
} bdn_quantity;

/* Gross standard volume (m3 at 15 C) of the product in a tank at one
 * gauging.  Returns -1 if the sounding is outside the tank's table. */
double reading_gsv(const tank_log *t, const tank_reading *r, double rho15);

/* Work out what was delivered.  Returns 0, or -1 if a reading is outside
 * its table, the density is outside Table 54B or a tank gained product. */
int bdn_quantity_of(const delivery *d, bdn_quantity *q);

/* Write the delivery note's quantity section into buf (at most size bytes,
 * always terminated).  Returns the length written, or -1 on error. */
int bdn_format(const delivery *d, char *buf, size_t size);

#endif
