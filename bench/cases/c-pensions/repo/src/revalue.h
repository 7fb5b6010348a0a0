#ifndef PENSIONS_REVALUE_H
#define PENSIONS_REVALUE_H

#include "money.h"

/* Deferred pensions are revalued once a year by the September CPI
 * figure, capped. cpi_bp holds one figure per year of deferment, in
 * basis points (3.1% is 310). */
pence_t revalue(pence_t pension, const int *cpi_bp, int years, int cap_bp);

#endif
