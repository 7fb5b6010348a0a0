#ifndef LOCKKEEPER_WATER_H
#define LOCKKEEPER_WATER_H

#include <stddef.h>

#include "lockage.h"

/* One fill or emptying of the chamber, in cubic metres. */
#define CHAMBER_M3 120u

/* Chamber fills a list of lockages needs: a shared passage costs one, whatever the boats. */
unsigned chamber_cycles(const lockage *log, size_t n);

/* Lockages of the list in the given direction. */
unsigned count_direction(const lockage *log, size_t n, enum direction dir);

#endif
