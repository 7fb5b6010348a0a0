#ifndef BUNKER_INVOICE_H
#define BUNKER_INVOICE_H

#include <stddef.h>

/* Money is kept in cents of the invoice currency. */
typedef long long cents;

/* Commercial terms of a bunker stem. */
typedef struct {
    cents price_per_t;          /* per metric tonne in air */
    double stem_t;              /* quantity ordered */
    double tolerance_pct;       /* +/- tolerance on the ordered quantity */
    cents min_quantity_fee;     /* charged when less than the stem minus tolerance is lifted */
    int payment_days;
} stem_terms;

typedef struct {
    cents product;
    cents min_quantity_fee;
    cents total;
} invoice;

/* Price of a quantity (tonnes, three decimals) at a price per tonne, to
 * the nearest cent. */
cents price_of(double tonnes, cents price_per_t);

/* 1 if the delivered quantity is within the stem's tolerance. */
int within_tolerance(const stem_terms *terms, double delivered_t);

/* Invoice a delivery. */
void invoice_delivery(const stem_terms *terms, double delivered_t, invoice *inv);

/* Format cents as "12,345.67" into buf. */
void format_money(cents amount, char *buf, size_t size);

#endif
