#include "stats.h"

#include <math.h>

double stats_mean(const ringbuf *rb)
{
    size_t n = ringbuf_len(rb);
    double sum = 0.0;
    if (n == 0)
        return NAN;
    for (size_t i = 0; i < n; i++)
        sum += ringbuf_get(rb, i);
    return sum / (double)n;
}

double stats_min(const ringbuf *rb)
{
    double low = INFINITY;
    for (size_t i = 0; i < ringbuf_len(rb); i++)
        low = fmin(low, ringbuf_get(rb, i));
    return low;
}

double stats_max(const ringbuf *rb)
{
    double high = -INFINITY;
    for (size_t i = 0; i < ringbuf_len(rb); i++)
        high = fmax(high, ringbuf_get(rb, i));
    return high;
}
