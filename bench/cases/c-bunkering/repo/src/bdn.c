#include "bdn.h"

#include <math.h>
#include <stdio.h>

#include "density.h"

static double round3(double x)
{
    return floor(x * 1000.0 + 0.5) / 1000.0;
}

double reading_gsv(const tank_log *t, const tank_reading *r, double rho15)
{
    double tov = table_volume(t->table, r->sounding_cm);
    double vcf = vcf_54b(rho15, r->temp_c);

    if (tov < 0.0 || vcf < 0.0)
        return -1.0;
    return tov * vcf;
}

int bdn_quantity_of(const delivery *d, bdn_quantity *q)
{
    size_t i;
    double tov = 0.0;
    double gsv = 0.0;

    for (i = 0; i < d->ntanks; i++) {
        const tank_log *t = &d->tanks[i];
        double before = reading_gsv(t, &t->opening, d->density15);
        double after = reading_gsv(t, &t->closing, d->density15);
        double tov_before = table_volume(t->table, t->opening.sounding_cm);
        double tov_after = table_volume(t->table, t->closing.sounding_cm);

        if (before < 0.0 || after < 0.0)
            return -1;
        if (after > before)
            return -1;
        tov += tov_before - tov_after;
        gsv += before - after;
    }

    q->tov_m3 = round3(tov);
    q->gsv_m3 = round3(gsv);
    q->mass_air_t = round3(q->gsv_m3 * wcf_56(d->density15));
    q->mass_vacuum_t = round3(q->gsv_m3 * d->density15 / 1000.0);
    return 0;
}

int bdn_format(const delivery *d, char *buf, size_t size)
{
    bdn_quantity q;
    int n;

    if (bdn_quantity_of(d, &q) != 0) {
        if (size > 0)
            buf[0] = '\0';
        return -1;
    }
    n = snprintf(buf, size,
                 "BDN %s\n"
                 "Ship: %s  Port: %s\n"
                 "Grade: %s  Density @15C: %.1f kg/m3  Sulphur: %.2f %% m/m  Flash: %.0f C\n"
                 "Observed volume: %.3f m3\n"
                 "Volume @15C: %.3f m3\n"
                 "Quantity: %.3f t (air)  %.3f t (vacuum)\n",
                 d->bdn_number, d->ship, d->port, d->grade, d->density15,
                 d->sulphur_pct, d->flash_point_c, q.tov_m3, q.gsv_m3,
                 q.mass_air_t, q.mass_vacuum_t);
    if (n < 0 || (size_t)n >= size)
        return -1;
    return n;
}
