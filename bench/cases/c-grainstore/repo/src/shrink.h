#ifndef SHRINK_H
#define SHRINK_H

#include "crop.h"

/* Handling loss through the drier and conveyors, as a fraction of weight. */
#define HANDLING_LOSS 0.005

/*
 * Weight left when a load at `moisture` % is dried to `target` %: the dry
 * matter stays, the water goes. Grain already at or below the target keeps
 * its weight.
 */
double shrink_dried_kg(double wet_kg, double moisture, double target);

/* Weight going into store: dried to the crop's base moisture, less handling loss. */
double shrink_store_kg(crop_t crop, double wet_kg, double moisture);

/* Shrink as a percentage of the wet weight. */
double shrink_percent(crop_t crop, double wet_kg, double moisture);

#endif
