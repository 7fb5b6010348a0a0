#include "tank.h"

static double interpolate(const sounding_row *a, const sounding_row *b, double s)
{
    double span = b->sounding_cm - a->sounding_cm;

    if (span <= 0.0)
        return a->volume_m3;
    return a->volume_m3 + (s - a->sounding_cm) / span * (b->volume_m3 - a->volume_m3);
}

double table_volume(const sounding_table *t, double sounding_cm)
{
    size_t i;

    if (t->nrows < 2)
        return -1.0;
    if (sounding_cm < t->rows[0].sounding_cm ||
        sounding_cm > t->rows[t->nrows - 1].sounding_cm)
        return -1.0;

    for (i = 1; i < t->nrows - 1; i++) {
        if (t->rows[i].sounding_cm >= sounding_cm)
            break;
    }
    return interpolate(&t->rows[i - 1], &t->rows[i], sounding_cm);
}

double table_sounding(const sounding_table *t, double volume_m3)
{
    size_t i;

    if (t->nrows < 2)
        return -1.0;
    if (volume_m3 < t->rows[0].volume_m3 || volume_m3 > t->rows[t->nrows - 1].volume_m3)
        return -1.0;

    for (i = 1; i < t->nrows - 1; i++) {
        if (t->rows[i].volume_m3 >= volume_m3)
            break;
    }
    {
        const sounding_row *a = &t->rows[i - 1];
        const sounding_row *b = &t->rows[i];
        double span = b->volume_m3 - a->volume_m3;

        if (span <= 0.0)
            return a->sounding_cm;
        return a->sounding_cm + (volume_m3 - a->volume_m3) / span * (b->sounding_cm - a->sounding_cm);
    }
}

double table_capacity(const sounding_table *t)
{
    if (t->nrows == 0)
        return 0.0;
    return t->rows[t->nrows - 1].volume_m3;
}

int table_is_valid(const sounding_table *t)
{
    size_t i;

    if (t->nrows < 2)
        return 0;
    for (i = 1; i < t->nrows; i++) {
        if (t->rows[i].sounding_cm <= t->rows[i - 1].sounding_cm)
            return 0;
        if (t->rows[i].volume_m3 < t->rows[i - 1].volume_m3)
            return 0;
    }
    return 1;
}
