#include "waymark.h"

#include <math.h>

#define EARTH_RADIUS 6371008.8 /* metres, mean radius */

static double radians(double deg)
{
    return deg * M_PI / 180.0;
}

double wm_distance(const wm_point *a, const wm_point *b)
{
    double dlat = radians(b->lat - a->lat);
    double dlon = radians(b->lon - a->lon);
    double h = sin(dlat / 2) * sin(dlat / 2) +
               cos(radians(a->lat)) * cos(radians(b->lat)) * sin(dlon / 2) * sin(dlon / 2);
    return 2 * EARTH_RADIUS * asin(sqrt(h));
}

double wm_track_length(const wm_track *track)
{
    double sum = 0;
    for (size_t i = 1; i < track->n; i++)
        sum += wm_distance(&track->pts[i - 1], &track->pts[i]);
    return sum;
}
