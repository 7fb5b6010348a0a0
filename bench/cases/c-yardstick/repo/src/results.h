#ifndef YARDSTICK_RESULTS_H
#define YARDSTICK_RESULTS_H

#include "race.h"

/* One line of a race's results under the low-point system. */
struct result {
    const struct entry *entry;
    int place;      /* 0 for boats that did not finish */
    double points;  /* place; ties share the mean of the places they span */
};

/* Ranks a scored race by corrected time into out (room for r->count lines),
 * finishers first; returns the number of lines. Boats that did not finish
 * score the number of entries plus one. */
int results_rank(const struct race *r, struct result *out);

/* The status code printed for a boat that did not finish ("DNF"...). */
const char *results_status(enum finish_status status);

/* Writes the results sheet into buf. */
void results_sheet(const struct result *res, int n, char *buf, unsigned size);

#endif
