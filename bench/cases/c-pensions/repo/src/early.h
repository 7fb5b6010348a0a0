#ifndef PENSIONS_EARLY_H
#define PENSIONS_EARLY_H

#include "dates.h"
#include "money.h"

/* Retiring before normal pension age reduces the pension for each
 * complete month early; retiring after it increases it. */
struct early_terms {
    int reduction_bp_per_month; /* e.g. 25 = 0.25% a month */
    int increase_bp_per_month;
    int max_months_early;       /* earliest retirement, in months before NPA */
};

/* Returns the adjusted pension, or -1 if retirement is too early. */
pence_t adjust_for_retirement_date(const struct early_terms *t, pence_t pension,
                                   struct date normal_pension_date, struct date retirement);

#endif
