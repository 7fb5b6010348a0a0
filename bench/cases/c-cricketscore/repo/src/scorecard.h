#ifndef SCORER_SCORECARD_H
#define SCORER_SCORECARD_H

#include <stddef.h>

#include "innings.h"

/* "123/4 (20.0 ov)", or "98 all out (17.2 ov)". */
void scorecard_total(const Innings *inn, char *buf, size_t n);

/* "Extras 9 (b 1, lb 2, w 4, nb 2)". */
void scorecard_extras(const Innings *inn, char *buf, size_t n);

/* The whole card: batting, extras, total and bowling, one line each. Returns the length written. */
size_t scorecard_render(const Innings *inn, char *buf, size_t n);

#endif
