/* Belly-to-earth freefall: distance fallen against time from exit. */
#ifndef FREEFALL_H
#define FREEFALL_H

#define TERMINAL_FPS 176.0 /* about 120 mph */

/* Feet fallen after `seconds` of freefall. */
double freefall_distance_ft(double seconds);

/* Seconds of freefall from exit altitude to deployment altitude (feet above
 * the ground), or 0 when the exit is not above the deployment altitude. */
double freefall_seconds(double exit_ft, double deploy_ft);

#endif
