#include "invoice.h"

#include <math.h>
#include <stdio.h>

cents price_of(double tonnes, cents price_per_t)
{
    /* tonnes carry three decimals: work in kilograms to stay exact */
    long long kg = llround(tonnes * 1000.0);

    return (kg * price_per_t + 500) / 1000;
}

int within_tolerance(const stem_terms *terms, double delivered_t)
{
    double margin = terms->stem_t * terms->tolerance_pct / 100.0;

    return delivered_t >= terms->stem_t - margin && delivered_t <= terms->stem_t + margin;
}

void invoice_delivery(const stem_terms *terms, double delivered_t, invoice *inv)
{
    double margin = terms->stem_t * terms->tolerance_pct / 100.0;

    inv->product = price_of(delivered_t, terms->price_per_t);
    inv->min_quantity_fee = delivered_t < terms->stem_t - margin ? terms->min_quantity_fee : 0;
    inv->total = inv->product + inv->min_quantity_fee;
}

void format_money(cents amount, char *buf, size_t size)
{
    char digits[32];
    char out[48];
    int neg = amount < 0;
    unsigned long long v = neg ? (unsigned long long)(-amount) : (unsigned long long)amount;
    unsigned long long units = v / 100;
    int len, i, j = 0;

    len = snprintf(digits, sizeof digits, "%llu", units);
    if (neg)
        out[j++] = '-';
    for (i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            out[j++] = ',';
        out[j++] = digits[i];
    }
    snprintf(out + j, sizeof out - (size_t)j, ".%02llu", v % 100);
    snprintf(buf, size, "%s", out);
}
