#ifndef LTV_H
#define LTV_H

#include "money.h"

/* Loan to value in basis points of the property value: 7500 is 75%. */
int ltv_bp(pence_t loan, pence_t value);

struct band {
    int max_ltv_bp;     /* inclusive upper limit */
    int rate_bp;
};

/* The rate for the first band whose limit covers the LTV, or -1 if the
 * loan is above the lender's maximum. Bands are sorted by limit. */
int ltv_rate(const struct band *bands, int n, pence_t loan, pence_t value);
/* Largest loan for `value` within max_ltv_bp, to the whole pound below. */
pence_t ltv_max_loan(pence_t value, int max_ltv_bp);

#endif
