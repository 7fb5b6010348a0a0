#ifndef BUNKER_TANK_H
#define BUNKER_TANK_H

#include <stddef.h>

/* One row of a tank's calibration (sounding) table. */
typedef struct {
    double sounding_cm;
    double volume_m3;
} sounding_row;

/* A tank's sounding table, rows in increasing sounding order. */
typedef struct {
    const char *name;
    const sounding_row *rows;
    size_t nrows;
} sounding_table;

/* Total observed volume (m3) at a sounding, interpolated linearly between
 * the table rows.  Returns -1 for a sounding outside the table. */
double table_volume(const sounding_table *t, double sounding_cm);

/* Sounding (cm) that holds the given volume: the inverse of table_volume.
 * Returns -1 for a volume outside the table. */
double table_sounding(const sounding_table *t, double volume_m3);

/* Capacity of the tank: the volume of the last row. */
double table_capacity(const sounding_table *t);

/* 1 if the table has at least two rows and its soundings and volumes both
 * increase, else 0. */
int table_is_valid(const sounding_table *t);

#endif
