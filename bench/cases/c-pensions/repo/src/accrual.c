#include "accrual.h"

static long capped_days(const struct scheme *s, long days)
{
    long cap = (long)s->max_years * 365;
    return days > cap ? cap : days;
}

pence_t annual_pension(const struct scheme *s, pence_t final_pay, long service_days)
{
    long days = capped_days(s, service_days);
    return round_pence((double)final_pay * days / (365.0 * s->accrual));
}

pence_t automatic_lump_sum(const struct scheme *s, pence_t final_pay, long service_days)
{
    if (s->accrual != 80)
        return 0;
    return 3 * annual_pension(s, final_pay, service_days);
}
