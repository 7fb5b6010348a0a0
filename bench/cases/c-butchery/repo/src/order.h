#ifndef BUTCHERY_ORDER_H
#define BUTCHERY_ORDER_H

#include "scale.h"

#define ORDER_MAX_LINES 32
#define TRADE_DISCOUNT_PERCENT 10

struct order_line {
    int plu;
    int net_g;    /* weighed lines */
    int quantity; /* lines sold each */
    long price;   /* pence */
};

struct order {
    char customer[48];
    int trade; /* restaurants and pubs on account get the trade discount */
    int count;
    struct order_line lines[ORDER_MAX_LINES];
};

struct order_totals {
    long subtotal;
    long discount;
    long total;
};

void order_init(struct order *order, const char *customer, int trade);

/* Add a weighed pack; returns the line's index, or -1 (unknown PLU, sold each,
 * weight out of range or order full). */
int order_add_weighed(struct order *order, int plu, int gross_g, enum tray tray);

/* Add items sold each; returns the line's index, or -1. */
int order_add_each(struct order *order, int plu, int quantity);

struct order_totals order_totals(const struct order *order);

/* The till receipt; returns the length written. */
int order_receipt(const struct order *order, char *buf, unsigned long size);

#endif
