#include "service.h"

long service_days(const struct period *periods, int n)
{
    long total = 0;
    int i;
    for (i = 0; i < n; i++) {
        const struct period *p = &periods[i];
        if (!date_valid(p->start) || !date_valid(p->end))
            return -1;
        if (date_compare(p->end, p->start) < 0)
            return -1;
        total += days_inclusive(p->start, p->end);
    }
    return total;
}

void service_years_days(long days, int *years, int *rest)
{
    *years = (int)(days / 365);
    *rest = (int)(days % 365);
}
