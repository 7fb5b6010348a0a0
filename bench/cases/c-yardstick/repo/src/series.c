#include "series.h"

#include <stdlib.h>
#include <string.h>

void series_init(struct series *s)
{
    memset(s, 0, sizeof *s);
}

static int boat_index(struct series *s, const char *sail, int create)
{
    int i;
    for (i = 0; i < s->boats; i++) {
        if (strcmp(s->sail[i], sail) == 0)
            return i;
    }
    if (!create || s->boats >= SERIES_MAX_BOATS)
        return -1;
    strncpy(s->sail[s->boats], sail, sizeof s->sail[0] - 1);
    return s->boats++;
}

int series_add(struct series *s, const struct result *res, int n)
{
    int race = s->races, i;
    if (race >= SERIES_MAX_RACES)
        return -1;
    for (i = 0; i < n; i++) {
        int b = boat_index(s, res[i].entry->sail, 1);
        if (b < 0)
            continue;
        s->points[b][race] = res[i].points;
        s->sailed[b][race] = 1;
    }
    s->races++;
    /* DNC: boats of the series that did not come to this race, and new
     * boats for the races before they joined */
    for (i = 0; i < s->boats; i++) {
        int r;
        for (r = 0; r < s->races; r++) {
            if (!s->sailed[i][r])
                s->points[i][r] = s->boats + 1;
        }
    }
    return race;
}

int series_discards(const struct series *s)
{
    return s->races / 4;
}

static int worst_first(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x < y) - (x > y);
}

static double total_of(const struct series *s, int b)
{
    double scores[SERIES_MAX_RACES], total = 0;
    int r, d = series_discards(s);
    memcpy(scores, s->points[b], sizeof scores);
    qsort(scores, s->races, sizeof scores[0], worst_first);
    for (r = d; r < s->races; r++)
        total += scores[r];
    return total;
}

double series_total(const struct series *s, const char *sail)
{
    int b = boat_index((struct series *)s, sail, 0);
    return b < 0 ? -1 : total_of(s, b);
}

static const struct series *sort_series;

static int by_total(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    double tx = total_of(sort_series, x), ty = total_of(sort_series, y);
    if (tx != ty)
        return tx < ty ? -1 : 1;
    return strcmp(sort_series->sail[x], sort_series->sail[y]);
}

void series_standings(const struct series *s, int *order)
{
    int i;
    for (i = 0; i < s->boats; i++)
        order[i] = i;
    sort_series = s;
    qsort(order, s->boats, sizeof order[0], by_total);
    sort_series = NULL;
}
