#include <math.h>
#include "seismo.h"

/* Remove the DC offset a sensor drifts to, so the trace swings about zero. */
void trace_demean(trace_t *t)
{
    double sum = 0.0;
    size_t i;
    if (t->n == 0) return;
    for (i = 0; i < t->n; i++) sum += t->samples[i];
    for (i = 0; i < t->n; i++) t->samples[i] -= sum / (double)t->n;
}

double trace_time_of(const trace_t *t, size_t sample)
{
    return t->start_s + (double)sample / t->rate_hz;
}

/* The sample nearest to a time, clamped to the trace. */
size_t trace_sample_at(const trace_t *t, double time_s)
{
    double k = floor((time_s - t->start_s) * t->rate_hz + 0.5);
    if (k < 0.0 || t->n == 0) return 0;
    if (k >= (double)t->n) return t->n - 1;
    return (size_t)k;
}

/* Largest absolute sample in [from, to), and where it is. */
double trace_peak_abs(const trace_t *t, size_t from, size_t to, size_t *at)
{
    double best = 0.0;
    size_t i, where = from;
    if (to > t->n) to = t->n;
    for (i = from; i < to; i++) {
        double a = fabs(t->samples[i]);
        if (a > best) {
            best = a;
            where = i;
        }
    }
    if (at) *at = where;
    return best;
}
