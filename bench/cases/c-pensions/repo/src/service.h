#ifndef PENSIONS_SERVICE_H
#define PENSIONS_SERVICE_H

#include "dates.h"

/* A period of pensionable service. */
struct period {
    struct date start;
    struct date end;
};

/* Total pensionable days over the periods; -1 if a period is invalid. */
long service_days(const struct period *periods, int n);
/* Whole years and remaining days, 365 days to a year. */
void service_years_days(long days, int *years, int *rest);

#endif
