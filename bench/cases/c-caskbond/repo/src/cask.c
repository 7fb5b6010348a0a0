#include <math.h>
#include <string.h>

#include "cask.h"
#include "proof.h"

void cask_fill(struct cask *c, const char *id, int year, double litres, double abv)
{
    memset(c, 0, sizeof *c);
    strncpy(c->id, id, CASK_ID_MAX - 1);
    c->fill_year = year;
    c->fill_litres = litres;
    c->fill_abv = abv;
    c->litres = litres;
    c->abv = abv;
    c->regauge_year = year;
}

void cask_regauge(struct cask *c, int year, double litres, double abv)
{
    c->regauge_year = year;
    c->litres = litres;
    c->abv = abv;
}

double cask_lpa(const struct cask *c)
{
    return lpa(c->litres, c->abv);
}

double cask_fill_lpa(const struct cask *c)
{
    return lpa(c->fill_litres, c->fill_abv);
}

double cask_angels_share(const struct cask *c)
{
    double fill = cask_fill_lpa(c);
    if (fill <= 0.0)
        return 0.0;
    return (1.0 - cask_lpa(c) / fill) * 100.0;
}

double cask_annual_loss(const struct cask *c)
{
    double years = (double)(c->regauge_year - c->fill_year);
    double fill = cask_fill_lpa(c);
    if (years <= 0.0 || fill <= 0.0)
        return 0.0;
    return (1.0 - pow(cask_lpa(c) / fill, 1.0 / years)) * 100.0;
}
