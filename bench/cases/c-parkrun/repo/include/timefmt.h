#ifndef FIVEK_TIMEFMT_H
#define FIVEK_TIMEFMT_H

#include <stddef.h>

/* Finish times are whole seconds. */

/* Parses "MM:SS" (minutes may exceed 59, as the stopwatch shows them).
 * Returns the number of seconds, or -1 if the text is not a time. */
int time_parse(const char *text);

/* Formats seconds as "MM:SS", or "H:MM:SS" from one hour up. Returns buf. */
char *time_format(int seconds, char *buf, size_t size);

/* Formats a difference as "+M:SS" / "-M:SS" ("0:00" for none). Returns buf. */
char *time_format_delta(int seconds, char *buf, size_t size);

#endif
