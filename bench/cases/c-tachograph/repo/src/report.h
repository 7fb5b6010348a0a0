#ifndef TACHO_REPORT_H
#define TACHO_REPORT_H

#include <stdio.h>

#include "activity.h"

/* Prints the day's totals by kind and its violations; returns the number of violations. */
int report_day(const struct daylog *log, FILE *out);

#endif
