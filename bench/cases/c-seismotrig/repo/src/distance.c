#include <math.h>
#include "seismo.h"

/*
 * Distance (km) to the source from the S-P interval: the S wave falls
 * behind the P wave by d/Vs - d/Vp seconds.
 */
double distance_from_sp(double s_minus_p_s)
{
    if (s_minus_p_s <= 0.0) return 0.0;
    return s_minus_p_s * (VP_KM_S * VS_KM_S) / (VP_KM_S - VS_KM_S);
}

/*
 * Where two stations' distance circles cross. Returns the number of
 * points written to out: 0 (too far apart or one inside the other),
 * 1 (touching) or 2.
 */
int circles_intersect(point_t a, double ra, point_t b, double rb, point_t out[2])
{
    double dx = b.x_km - a.x_km, dy = b.y_km - a.y_km;
    double d = sqrt(dx * dx + dy * dy);
    double along, h, mx, my;

    if (d == 0.0 || d > ra + rb || d < fabs(ra - rb)) return 0;

    along = (ra * ra - rb * rb + d * d) / (2.0 * d);
    h = ra * ra - along * along;
    h = h > 0.0 ? sqrt(h) : 0.0;
    mx = a.x_km + along * dx / d;
    my = a.y_km + along * dy / d;

    out[0].x_km = mx + h * dy / d;
    out[0].y_km = my - h * dx / d;
    if (h == 0.0) return 1;
    out[1].x_km = mx - h * dy / d;
    out[1].y_km = my + h * dx / d;
    return 2;
}
