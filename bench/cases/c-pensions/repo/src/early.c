#include "early.h"

pence_t adjust_for_retirement_date(const struct early_terms *t, pence_t pension,
                                   struct date npd, struct date retirement)
{
    int months;
    if (date_compare(retirement, npd) < 0) {
        months = complete_months(retirement, npd);
        if (months > t->max_months_early)
            return -1;
        return pension - percent_of(pension, months * t->reduction_bp_per_month);
    }
    months = complete_months(npd, retirement);
    return pension + percent_of(pension, months * t->increase_bp_per_month);
}
