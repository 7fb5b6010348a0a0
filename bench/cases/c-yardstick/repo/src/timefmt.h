#ifndef YARDSTICK_TIMEFMT_H
#define YARDSTICK_TIMEFMT_H

/* Clock times of day and durations, in whole seconds. */

/* Parses "HH:MM:SS" (or "H:MM:SS") into seconds since midnight; -1 if malformed. */
long time_parse(const char *text);

/* Writes seconds as "H:MM:SS" (hours unpadded) into buf; returns buf. */
char *time_format(long seconds, char *buf, unsigned size);

/* Seconds from start to finish, a race may run past midnight. */
long time_elapsed(long start, long finish);

#endif
