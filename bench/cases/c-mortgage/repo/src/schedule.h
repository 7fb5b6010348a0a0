#ifndef SCHEDULE_H
#define SCHEDULE_H

#include "loan.h"

#define SCHEDULE_MAX 600

struct row {
    int month;          /* 1-based */
    pence_t payment;
    pence_t interest;
    pence_t capital;    /* payment - interest */
    pence_t overpaid;
    pence_t balance;    /* after this month */
};

struct schedule {
    int count;
    struct row rows[SCHEDULE_MAX];
    pence_t total_interest;
    pence_t total_paid;
};

/* Overpayment of `amount` made in `month` (one-off). */
struct overpayment {
    int month;
    pence_t amount;
};

/* Builds the month-by-month schedule for a repayment loan. The last
 * payment is whatever clears the balance. Overpayments reduce the
 * balance and shorten the term; the monthly payment is unchanged.
 * Returns 0, or -1 if the term does not fit. */
int schedule_build(const struct loan *loan, const struct overpayment *over,
                   int n_over, struct schedule *out);
/* The row for `month`, or NULL. */
const struct row *schedule_row(const struct schedule *s, int month);
/* Balance outstanding after `month` (the principal for month 0). */
pence_t schedule_balance_after(const struct schedule *s, const struct loan *loan,
                               int month);

#endif
