#ifndef LOCKKEEPER_LOCKAGE_H
#define LOCKKEEPER_LOCKAGE_H

#include <stddef.h>

enum direction { UPHILL, DOWNHILL };

/* One passage of a boat through the lock. */
typedef struct {
    unsigned minute; /* minutes after midnight */
    const char *boat;
    enum direction dir;
    unsigned boats_sharing; /* boats in the chamber together, 1 or more */
} lockage;

#define BOAT_COLUMN 14 /* width of the boat name in a log line */

/* "HH:MM UP   BOATNAME      x2" into out; returns the length, or -1 if cap is too small. */
int format_lockage(const lockage *l, char *out, size_t cap);

/* Minutes as "HH:MM". */
void format_clock(unsigned minute, char out[6]);

#endif
