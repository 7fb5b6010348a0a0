#include "money.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Half a penny rounds away from zero, as on a payslip. */
pence_t round_pence(double amount)
{
    return (pence_t)(amount < 0 ? -floor(-amount + 0.5) : floor(amount + 0.5));
}

/* basis_points: 1% is 100. */
pence_t percent_of(pence_t amount, int basis_points)
{
    return round_pence((double)amount * basis_points / 10000.0);
}

int format_money(char *buf, size_t size, pence_t amount)
{
    char digits[32];
    char grouped[48];
    int negative = amount < 0;
    pence_t a = negative ? -amount : amount;
    int len, i, j = 0;

    len = snprintf(digits, sizeof digits, "%lld", a / 100);
    for (i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            grouped[j++] = ',';
        grouped[j++] = digits[i];
    }
    grouped[j] = '\0';
    return snprintf(buf, size, "%sGBP %s.%02lld", negative ? "-" : "", grouped, a % 100);
}
