#include "shrink.h"

double shrink_dried_kg(double wet_kg, double moisture, double target)
{
    if (moisture <= target)
        return wet_kg;
    return wet_kg * (100.0 - moisture) / (100.0 - target);
}

double shrink_store_kg(crop_t crop, double wet_kg, double moisture)
{
    const crop_info *info = crop_get(crop);
    double dried = shrink_dried_kg(wet_kg, moisture, info->base_moisture);
    return dried * (1.0 - HANDLING_LOSS);
}

double shrink_percent(crop_t crop, double wet_kg, double moisture)
{
    if (wet_kg <= 0)
        return 0.0;
    return (wet_kg - shrink_store_kg(crop, wet_kg, moisture)) / wet_kg * 100.0;
}
