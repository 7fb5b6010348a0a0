#include <string.h>

#include "schedule.h"

static pence_t overpaid_in(const struct overpayment *over, int n_over, int month)
{
    pence_t sum = 0;
    int i;

    for (i = 0; i < n_over; i++)
        if (over[i].month == month)
            sum += over[i].amount;
    return sum;
}

int schedule_build(const struct loan *loan, const struct overpayment *over,
                   int n_over, struct schedule *out)
{
    pence_t balance = loan->principal;
    pence_t payment = loan_monthly(loan);
    int month;

    if (loan->term_months <= 0 || loan->term_months > SCHEDULE_MAX)
        return -1;
    memset(out, 0, sizeof *out);
    for (month = 1; month <= loan->term_months && balance > 0; month++) {
        struct row *r = &out->rows[out->count++];
        pence_t extra;

        r->month = month;
        r->interest = loan_interest(balance, loan->annual_bp);
        r->payment = payment;
        if (month == loan->term_months || balance + r->interest <= payment)
            r->payment = balance + r->interest;
        r->capital = r->payment - r->interest;
        balance -= r->capital;
        extra = overpaid_in(over, n_over, month);
        if (extra > balance)
            extra = balance;
        r->overpaid = extra;
        balance -= extra;
        r->balance = balance;
        out->total_interest += r->interest;
        out->total_paid += r->payment + extra;
    }
    return 0;
}

const struct row *schedule_row(const struct schedule *s, int month)
{
    if (month < 1 || month > s->count)
        return NULL;
    return &s->rows[month - 1];
}

pence_t schedule_balance_after(const struct schedule *s, const struct loan *loan,
                               int month)
{
    if (month <= 0)
        return loan->principal;
    if (month > s->count)
        return 0;
    return s->rows[month - 1].balance;
}
