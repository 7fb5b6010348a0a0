#ifndef FLUID_H
#define FLUID_H

#include "session.h"

/* Ultrafiltration rates above this many ml per kg per hour are linked to
 * cramps, hypotension and worse outcomes. */
#define UF_RATE_LIMIT 13.0

/* Litres of fluid removed by the machine: weight lost plus what was taken in. */
double uf_volume_l(const struct session *s);

/* Ultrafiltration rate in ml/kg/h against the post-session weight. */
double uf_rate(const struct session *s);

/* Kilograms still above dry weight at the end of the session (negative: below). */
double above_dry_kg(const struct session *s);

/* UF goal in litres to reach dry weight, given the fluid the patient will take in. */
double uf_goal_l(double pre_kg, double dry_kg, double intake_l);

/* Minutes needed to remove goal_l litres without going over the rate limit. */
int minutes_for_goal(double goal_l, double dry_kg);

#endif
