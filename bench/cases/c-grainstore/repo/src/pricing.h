#ifndef PRICING_H
#define PRICING_H

#include "crop.h"
#include "ticket.h"

/* The merchant's terms for the season. */
typedef struct {
    double price_per_t[CROP_COUNT];  /* £ per tonne at base moisture */
    double drying_per_point;         /* £ per wet tonne per % point dried off */
    double admix_per_point;          /* % of value deducted per % point of excess admixture */
    double sw_per_kg;                /* £ per tonne per kg/hl under the minimum */
} tariff;

/* What a load is worth to the grower. */
typedef struct {
    double net_t;          /* wet weight over the weighbridge */
    double store_t;        /* weight into store after drying and handling */
    double value;          /* store_t at the contract price */
    double drying;
    double admix;
    double sw;
    double payable;        /* value less the three deductions, to the penny */
} settlement;

void tariff_default(tariff *tf);
void price_load(const tariff *tf, const ticket *t, settlement *out);

#endif
