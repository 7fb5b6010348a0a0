#ifndef DURFMT_H
#define DURFMT_H

#include <stddef.h>

#define DUR_OK 0
#define DUR_EMPTY -1   /* nothing to parse */
#define DUR_SYNTAX -2  /* a number without a unit, a unit without a number, an unknown unit */
#define DUR_ORDER -3   /* units not from largest to smallest, or repeated */
#define DUR_RANGE -4   /* too large for a long */
#define DUR_SPACE -5   /* the output buffer is too small */

/* Reads a duration such as "2d", "1h30m" or "90s" into seconds. */
int dur_parse(const char *text, long *seconds);

/* Writes seconds as the shortest duration text ("1h30m", "0s"); negative durations get a '-'. */
int dur_format(long seconds, char *out, size_t cap);

#endif
