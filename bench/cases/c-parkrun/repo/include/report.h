#ifndef FIVEK_REPORT_H
#define FIVEK_REPORT_H

#include <stddef.h>

#include "results.h"

/* One line of the results table:
 * "  3  18:07  Tom Achebe             VM40-44   73.61%  Hastings Runners  PB"
 * Unknown runners show "Unknown" and nothing after the time. Returns buf. */
char *report_line(const struct result *r, char *buf, size_t size);

/* The summary paragraph posted with the results, e.g.
 * "12 finishers (1 unknown), 3 first timers, 2 PBs. Fastest: 16:45 (M), 19:02 (W)."
 * Returns buf. */
char *report_summary(const struct summary *s, char *buf, size_t size);

#endif
