#ifndef PENSIONS_ACCRUAL_H
#define PENSIONS_ACCRUAL_H

#include "money.h"

/* Final salary scheme: 1/accrual of pensionable pay for each year of
 * service, 365 days to a year, capped at max_years of service. */
struct scheme {
    int accrual;   /* 60 for sixtieths, 80 for eightieths */
    int max_years; /* service cap, e.g. 40 */
};

pence_t annual_pension(const struct scheme *s, pence_t final_pay, long service_days);
/* Eightieths schemes pay an automatic lump sum of 3/80ths a year. */
pence_t automatic_lump_sum(const struct scheme *s, pence_t final_pay, long service_days);

#endif
