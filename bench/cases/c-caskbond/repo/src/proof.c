#include "proof.h"

double abv_to_us_proof(double abv)
{
    return abv * 2.0;
}

/* 100 degrees British proof is 57.15% ABV, i.e. 4/7 */
double abv_to_uk_proof(double abv)
{
    return abv * 7.0 / 4.0;
}

double uk_proof_to_abv(double uk_proof)
{
    return uk_proof * 4.0 / 7.0;
}

double lpa(double litres, double abv)
{
    return litres * abv / 100.0;
}
