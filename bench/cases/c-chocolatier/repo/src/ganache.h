#ifndef GANACHE_H
#define GANACHE_H

#include "temper.h"

/* What the ganache is for decides how firm it must be. */
typedef enum { USE_GLAZE, USE_PIPING, USE_SLAB, USE_USES } ganache_use;

/* Grams of cream for each gram of chocolate. */
double cream_ratio(choc_kind kind, ganache_use use);

/* Cream in grams for the chocolate in grams, rounded to 1 g. */
int cream_for(choc_kind kind, ganache_use use, int chocolate_g);

/* Fat share (0..1) of a ganache of chocolate (fat share choc_fat) and cream (fat share cream_fat). */
double ganache_fat(int chocolate_g, double choc_fat, int cream_g, double cream_fat);

#endif
