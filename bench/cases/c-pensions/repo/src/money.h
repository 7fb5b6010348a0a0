#ifndef PENSIONS_MONEY_H
#define PENSIONS_MONEY_H

#include <stddef.h>

/* Amounts are whole pence, held in a long long. */
typedef long long pence_t;

pence_t round_pence(double amount);
pence_t percent_of(pence_t amount, int basis_points);
/* Writes e.g. "£12,345.67" (ASCII "GBP 12,345.67") into buf. */
int format_money(char *buf, size_t size, pence_t amount);

#endif
