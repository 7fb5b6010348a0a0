#include "ltv.h"

int ltv_bp(pence_t loan, pence_t value)
{
    if (value <= 0)
        return -1;
    /* round up: 75.001% is over a 75% limit */
    return (int)((loan * 10000 + value - 1) / value);
}

int ltv_rate(const struct band *bands, int n, pence_t loan, pence_t value)
{
    int ltv = ltv_bp(loan, value);
    int i;

    if (ltv < 0)
        return -1;
    for (i = 0; i < n; i++)
        if (ltv <= bands[i].max_ltv_bp)
            return bands[i].rate_bp;
    return -1;
}

pence_t ltv_max_loan(pence_t value, int max_ltv_bp)
{
    pence_t max = value * max_ltv_bp / 10000;

    return max - max % 100;
}
