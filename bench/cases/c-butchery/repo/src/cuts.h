#ifndef BUTCHERY_CUTS_H
#define BUTCHERY_CUTS_H

enum species { BEEF, LAMB, PORK, CHICKEN };

enum sold_by { BY_WEIGHT, BY_EACH };

struct cut {
    int plu;
    const char *name;
    enum species species;
    enum sold_by sold_by;
    long price;       /* pence per kg when sold by weight, pence each otherwise */
    int shelf_days;   /* days from packing to the use-by date */
};

const struct cut *cut_find(int plu);
const char *species_name(enum species s);

/* The whole catalogue, for listings; sets *count. */
const struct cut *cut_catalogue(int *count);

#endif
