/* Canopy wing loading: exit weight (jumper and all gear, pounds) over canopy
 * area (square feet), and the limits a drop zone sets by experience. */
#ifndef WINGLOAD_H
#define WINGLOAD_H

double wing_loading(double exit_weight_lb, int canopy_sqft);

/* Highest wing loading allowed for a jumper with `jumps` jumps; 0 means no
 * limit. */
double max_loading(int jumps);

/* 1 if the canopy is within the jumper's limit. */
int canopy_ok(int jumps, double exit_weight_lb, int canopy_sqft);

/* Smallest standard canopy size within the limit, or 0 if none is big
 * enough. */
int smallest_canopy(int jumps, double exit_weight_lb);

#endif
