#include <math.h>
#include <stdio.h>
#include <string.h>

#include "money.h"

/* Half a penny rounds away from zero. */
pence_t money_round(double pence)
{
    if (pence < 0)
        return -(pence_t)floor(-pence + 0.5);
    return (pence_t)floor(pence + 0.5);
}

pence_t money_from_pounds(long pounds, int pence)
{
    return (pence_t)pounds * 100 + pence;
}

char *money_format(pence_t amount, char *buf, int size)
{
    char digits[32];
    char grouped[48];
    int neg = amount < 0;
    pence_t a = neg ? -amount : amount;
    int len, i, j = 0;

    snprintf(digits, sizeof digits, "%lld", a / 100);
    len = (int)strlen(digits);
    for (i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            grouped[j++] = ',';
        grouped[j++] = digits[i];
    }
    grouped[j] = '\0';
    snprintf(buf, size, "%s£%s.%02lld", neg ? "-" : "", grouped, a % 100);
    return buf;
}
