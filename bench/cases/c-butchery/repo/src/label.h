#ifndef BUTCHERY_LABEL_H
#define BUTCHERY_LABEL_H

#include "cuts.h"
#include "dates.h"
#include "scale.h"

struct label {
    const struct cut *cut;
    int net_g;  /* 0 for items sold each */
    long price; /* pence */
    struct date packed;
    struct date use_by;
};

/* Fills a label for a weighed pack (gross_g on the scale with the given tray)
 * or, for cuts sold each, a single item (gross_g and tray are ignored).
 * Returns 0, or -1 for an unknown PLU or a weight the scale will not price. */
int label_make(struct label *label, int plu, int gross_g, enum tray tray, struct date packed);

/* The printed label, one field a line. Returns the length written. */
int label_render(const struct label *label, char *buf, unsigned long size);

#endif
