#ifndef STILL_DUTY_H
#define STILL_DUTY_H

/* Excise duty on spirits, charged per litre of pure alcohol (LPA) by strength
 * band. Rates are in pence per LPA. */

struct duty_band {
    double below_abv;       /* the band covers strengths below this */
    long pence_per_lpa;
};

/* the rate for spirit at `abv`, or -1 when no band covers it */
long duty_rate(double abv);

/* duty in pence on `litres` of spirit at `abv`, rounded down to the penny */
long duty_pence(double litres, double abv);

#endif
