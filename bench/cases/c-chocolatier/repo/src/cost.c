#include "cost.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

int price_of(const price_list *p, const char *name) {
    for (int i = 0; i < p->count; i++)
        if (strcmp(p->names[i], name) == 0) return p->pence_per_kg[i];
    return -1;
}

int recipe_cost(const recipe *r, const price_list *p) {
    double total = 0.0;
    for (int i = 0; i < r->count; i++) {
        int per_kg = price_of(p, r->items[i].name);
        if (per_kg < 0) return -1;
        total += r->items[i].grams * per_kg / 1000.0;
    }
    return (int)lround(total);
}

int shop_price(int cost_pence, int pieces, int margin_pct) {
    if (pieces <= 0 || margin_pct < 0 || margin_pct >= 100) return -1;
    double per_piece = (double)cost_pence / pieces;
    double price = per_piece * 100.0 / (100 - margin_pct);
    int p = (int)ceil(price - 1e-9);
    return (p + 4) / 5 * 5;
}

void format_pence(int pence, char *buf, int size) {
    if (pence < 100)
        snprintf(buf, size, "%dp", pence);
    else
        snprintf(buf, size, "\xc2\xa3%d.%02d", pence / 100, pence % 100);
}
