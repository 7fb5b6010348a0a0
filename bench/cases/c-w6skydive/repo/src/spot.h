/* Exit separation on jump run: groups leave the aircraft far enough apart
 * over the ground that they do not meet in freefall or under canopy. */
#ifndef SPOT_H
#define SPOT_H

#define MIN_GROUND_SPEED_MS 5.0 /* below this, separate as if it were 5 m/s */

/* Ground speed of the aircraft on jump run, metres per second. */
double ground_speed_ms(double airspeed_kt, double headwind_kt);

/* Seconds to wait between two groups for `gap_m` metres over the ground,
 * rounded up to a whole second. */
int exit_separation_s(double airspeed_kt, double headwind_kt, double gap_m);

#endif
