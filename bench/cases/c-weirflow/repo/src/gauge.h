#ifndef GAUGE_H
#define GAUGE_H

#include <stddef.h>

/* The logger records the stage every 15 minutes; minute is the minute of the day of the reading. */
#define GAUGE_STEP_MIN 15
#define GAUGE_MAX_READINGS 97 /* 00:00 to 24:00 inclusive */

struct reading {
    int minute;
    double stage_m;
};

/* The flows in m3/s of n readings, into flows (room for n). */
void gauge_flows(const struct reading *r, size_t n, double *flows);

/* The volume in m3 that passed the weir over the readings (trapezoid rule over their minutes). */
double gauge_volume_m3(const struct reading *r, size_t n);

/* The mean flow in m3/s over the readings' span (volume over time; 0 for fewer than two readings). */
double gauge_mean_flow(const struct reading *r, size_t n);

/* The reading with the highest flow: its index, and its flow in *peak_m3s. */
size_t gauge_peak(const struct reading *r, size_t n, double *peak_m3s);

#endif
