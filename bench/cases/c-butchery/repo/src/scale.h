#ifndef BUTCHERY_SCALE_H
#define BUTCHERY_SCALE_H

/* The counter scale reads in divisions of this many grams. */
#define SCALE_DIVISION_G 5
/* Largest net weight the scale will price. */
#define SCALE_MAX_G 15000

enum tray { TRAY_NONE, TRAY_SMALL, TRAY_LARGE, TRAY_BAG };

int tray_tare_g(enum tray tray);

/* Net weight for a gross reading, rounded to the scale division;
 * -1 if the reading is below the tare or over the scale's capacity. */
int net_weight_g(int gross_g, enum tray tray);

/* Price in pence of net_g grams at price_per_kg pence, to the nearest penny. */
long price_for_weight(int net_g, long price_per_kg);

#endif
