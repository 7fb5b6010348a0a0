#include <stddef.h>

#include "seedtray.h"

static int seeds_for(int plants, int germination_pct)
{
    /* round up: a part seed is a whole seed */
    return (plants * 100 + germination_pct - 1) / germination_pct;
}

int plan_sowing(const char *crop_name, int plants_wanted, struct date sow_on, struct sowing *out)
{
    const struct crop *crop = crop_find(crop_name);
    const struct tray_kind *tray;

    if (crop == NULL || plants_wanted < 1)
        return -1;
    tray = tray_for(crop);

    out->crop = crop;
    out->plants_wanted = plants_wanted;
    out->seeds = seeds_for(plants_wanted, crop->germination_pct);
    out->trays = (out->seeds + tray->cells - 1) / tray->cells;
    out->sow_on = sow_on;
    out->up_by = date_add_days(sow_on, crop->days_to_germinate);
    out->plant_out = date_add_days(sow_on, crop->days_to_plant_out);
    return 0;
}

int plan_back_from(const char *crop_name, int plants_wanted, struct date plant_out, struct sowing *out)
{
    const struct crop *crop = crop_find(crop_name);

    if (crop == NULL)
        return -1;
    return plan_sowing(crop_name, plants_wanted, date_add_days(plant_out, -crop->days_to_plant_out), out);
}
