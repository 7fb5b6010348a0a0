#include "label.h"

#include <stdio.h>

#include "money.h"

int label_make(struct label *label, int plu, int gross_g, enum tray tray, struct date packed)
{
    const struct cut *cut = cut_find(plu);
    if (cut == NULL)
        return -1;

    label->cut = cut;
    label->packed = packed;
    label->use_by = date_add_days(packed, cut->shelf_days);

    if (cut->sold_by == BY_EACH) {
        label->net_g = 0;
        label->price = cut->price;
        return 0;
    }

    label->net_g = net_weight_g(gross_g, tray);
    if (label->net_g <= 0)
        return -1;
    label->price = price_for_weight(label->net_g, cut->price);
    return 0;
}

int label_render(const struct label *label, char *buf, unsigned long size)
{
    char price[24], per_kg[24], packed[16], use_by[16];
    format_pence(label->price, price, sizeof price);
    date_format(label->packed, packed, sizeof packed);
    date_format(label->use_by, use_by, sizeof use_by);

    if (label->cut->sold_by == BY_EACH) {
        return snprintf(buf, size,
                        "%s\n%s\nPrice %s\nPacked %s\nUse by %s\nPLU %d\n",
                        label->cut->name, species_name(label->cut->species), price, packed,
                        use_by, label->cut->plu);
    }

    format_pence(label->cut->price, per_kg, sizeof per_kg);
    return snprintf(buf, size,
                    "%s\n%s\nNet %d.%03d kg  %s/kg\nPrice %s\nPacked %s\nUse by %s\nPLU %d\n",
                    label->cut->name, species_name(label->cut->species), label->net_g / 1000,
                    label->net_g % 1000, per_kg, price, packed, use_by, label->cut->plu);
}
