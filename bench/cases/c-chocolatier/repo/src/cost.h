#ifndef COST_H
#define COST_H

#include "batch.h"

#define MAX_PRICES 32

/* Price list: pence per kilogram of each ingredient. */
typedef struct {
    int count;
    const char *names[MAX_PRICES];
    int pence_per_kg[MAX_PRICES];
} price_list;

int price_of(const price_list *p, const char *name);  /* -1 if not listed */

/* Cost of the whole recipe in pence, rounded to the nearest penny; -1 if an ingredient has no price. */
int recipe_cost(const recipe *r, const price_list *p);

/* Shop price of one piece: cost per piece plus margin (percent of the shop price), rounded up to 5p. */
int shop_price(int cost_pence, int pieces, int margin_pct);

/* "£1.35" style text into buf. */
void format_pence(int pence, char *buf, int size);

#endif
