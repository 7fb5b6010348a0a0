#ifndef LOAN_H
#define LOAN_H

#include "money.h"

enum repayment { REPAYMENT, INTEREST_ONLY };

struct loan {
    pence_t principal;
    int annual_bp;      /* nominal annual rate, basis points */
    int term_months;
    enum repayment kind;
};

/* Monthly payment to clear `principal` over `months` at `annual_bp`,
 * rounded to the nearest penny. */
pence_t loan_payment(pence_t principal, int annual_bp, int months);
/* The loan's contractual monthly payment. */
pence_t loan_monthly(const struct loan *loan);
/* Interest for one month on `balance`, rounded to the penny. */
pence_t loan_interest(pence_t balance, int annual_bp);
/* Total paid over the term if every payment is the contractual one. */
pence_t loan_total_payable(const struct loan *loan);

#endif
