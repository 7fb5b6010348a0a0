#ifndef MONEY_H
#define MONEY_H

/* Amounts are whole pence. */
typedef long long pence_t;

pence_t money_round(double pence);
pence_t money_from_pounds(long pounds, int pence);
/* Writes e.g. "£1,234.56" / "-£0.05" into buf; returns buf. */
char *money_format(pence_t amount, char *buf, int size);

#endif
