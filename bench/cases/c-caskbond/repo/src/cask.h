#ifndef STILL_CASK_H
#define STILL_CASK_H

#define CASK_ID_MAX 16

struct cask {
    char id[CASK_ID_MAX];
    int fill_year;
    double fill_litres;
    double fill_abv;
    double litres;      /* at the last regauge */
    double abv;
    int regauge_year;
};

void cask_fill(struct cask *c, const char *id, int year, double litres, double abv);
void cask_regauge(struct cask *c, int year, double litres, double abv);

double cask_lpa(const struct cask *c);
double cask_fill_lpa(const struct cask *c);

/* pure alcohol lost to evaporation since filling, in percent of the fill */
double cask_angels_share(const struct cask *c);

/* average yearly loss of pure alcohol between fill and last regauge, percent */
double cask_annual_loss(const struct cask *c);

#endif
