#ifndef RATE_H
#define RATE_H

/* Interest rates are held in basis points: 4.25% is 425. */
double rate_monthly(int annual_bp);
/* Annual percentage rate, as a percentage, for a nominal rate
 * compounded monthly. */
double rate_apr(int annual_bp);
/* Rate after a change of delta_bp, never below floor_bp. */
int rate_adjust(int annual_bp, int delta_bp, int floor_bp);

#endif
