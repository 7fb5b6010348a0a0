#include <math.h>

#include "loan.h"
#include "rate.h"

pence_t loan_payment(pence_t principal, int annual_bp, int months)
{
    double r = rate_monthly(annual_bp);

    if (months <= 0)
        return principal;
    if (annual_bp == 0)
        return money_round((double)principal / months);
    return money_round(principal * r / (1.0 - pow(1.0 + r, -months)));
}

pence_t loan_interest(pence_t balance, int annual_bp)
{
    return money_round(balance * rate_monthly(annual_bp));
}

pence_t loan_monthly(const struct loan *loan)
{
    if (loan->kind == INTEREST_ONLY)
        return loan_interest(loan->principal, loan->annual_bp);
    return loan_payment(loan->principal, loan->annual_bp, loan->term_months);
}

pence_t loan_total_payable(const struct loan *loan)
{
    pence_t total = loan_monthly(loan) * loan->term_months;

    if (loan->kind == INTEREST_ONLY)
        total += loan->principal;
    return total;
}
