#include "waymark.h"

#include <string.h>

void wm_summarise(const wm_track *track, wm_stats *out)
{
    memset(out, 0, sizeof *out);
    if (track->n == 0)
        return;
    out->elapsed = track->pts[track->n - 1].t - track->pts[0].t;
    for (size_t i = 1; i < track->n; i++) {
        const wm_point *a = &track->pts[i - 1], *b = &track->pts[i];
        double d = wm_distance(a, b);
        long dt = b->t - a->t;
        out->length += d;
        if (dt > 0) {
            double v = d / (double)dt;
            if (v > out->max_speed)
                out->max_speed = v;
            if (v >= WM_MOVING_SPEED)
                out->moving += dt;
        }
        double climb = b->ele - a->ele;
        if (climb > 0)
            out->gain += climb;
        else
            out->loss -= climb;
    }
}
