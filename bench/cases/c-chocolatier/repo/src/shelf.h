#ifndef SHELF_H
#define SHELF_H

/* Days from the day of making to best-before, by kind of product. */
typedef enum { PROD_BAR, PROD_FRESH_TRUFFLE, PROD_ENROBED, PROD_MENDIANT, PROD_KINDS } product_kind;

typedef struct {
    int year, month, day;
} ymd;

int shelf_days(product_kind kind);
int days_in_month(int year, int month);
ymd add_days(ymd d, int days);
ymd best_before(product_kind kind, ymd made);
int ymd_compare(ymd a, ymd b);

#endif
