#include "pricing.h"

#include <math.h>

#include "shrink.h"

void tariff_default(tariff *tf)
{
    tf->price_per_t[CROP_WHEAT] = 182.50;
    tf->price_per_t[CROP_BARLEY] = 158.00;
    tf->price_per_t[CROP_OATS] = 171.00;
    tf->price_per_t[CROP_OSR] = 372.00;
    tf->price_per_t[CROP_BEANS] = 205.00;
    tf->drying_per_point = 1.60;
    tf->admix_per_point = 1.0;
    tf->sw_per_kg = 0.50;
}

static double pence(double pounds)
{
    return round(pounds * 100.0) / 100.0;
}

void price_load(const tariff *tf, const ticket *t, settlement *out)
{
    const crop_info *info = crop_get(t->crop);
    double net_kg = (double)ticket_net_kg(t);

    out->net_t = net_kg / 1000.0;
    out->store_t = shrink_store_kg(t->crop, net_kg, t->moisture) / 1000.0;
    out->value = out->store_t * tf->price_per_t[t->crop];

    out->drying = 0.0;
    if (t->moisture > info->base_moisture)
        out->drying = out->net_t * tf->drying_per_point * (t->moisture - info->base_moisture);

    out->admix = 0.0;
    if (t->admixture > info->max_admixture)
        out->admix = out->value * tf->admix_per_point * (t->admixture - info->max_admixture) / 100.0;

    out->sw = 0.0;
    if (info->min_specific_wt > 0 && t->specific_wt > 0 && t->specific_wt < info->min_specific_wt)
        out->sw = out->store_t * tf->sw_per_kg * (info->min_specific_wt - t->specific_wt);

    out->value = pence(out->value);
    out->drying = pence(out->drying);
    out->admix = pence(out->admix);
    out->sw = pence(out->sw);
    out->payable = pence(out->value - out->drying - out->admix - out->sw);
}
