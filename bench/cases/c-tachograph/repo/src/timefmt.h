#ifndef TACHO_TIMEFMT_H
#define TACHO_TIMEFMT_H

#include <stddef.h>

/* Minutes since midnight of a "HH:MM" clock time (24:00 allowed), or -1. */
int minutes_of(const char *hhmm);

/* Writes a duration as "4h30" (hours, then two-digit minutes). */
void format_duration(int minutes, char *buf, size_t size);

#endif
