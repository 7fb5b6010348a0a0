#ifndef PYRO_SAFETY_H
#define PYRO_SAFETY_H

#include "script.h"

/* Minimum distance from the mortars to the audience for a shell calibre:
 * 70 ft per inch of shell diameter (NFPA 1123), in metres. */
double safety_distance_m(int calibre_mm);
/* The largest distance any cue of the script needs. */
double script_safety_distance_m(const struct script *s);

#endif
