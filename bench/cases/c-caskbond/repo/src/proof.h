#ifndef STILL_PROOF_H
#define STILL_PROOF_H

/* Strength of spirit. ABV is alcohol by volume in percent (40.0 for 40%). */

double abv_to_us_proof(double abv);
double abv_to_uk_proof(double abv);
double uk_proof_to_abv(double uk_proof);

/* litres of pure alcohol in `litres` of spirit at `abv` */
double lpa(double litres, double abv);

#endif
