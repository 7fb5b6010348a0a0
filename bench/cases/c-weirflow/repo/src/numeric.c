#include "numeric.h"

double num_mean(const double *v, size_t n)
{
    if (n == 0)
        return 0.0;
    double sum = 0.0;
    for (size_t i = 0; i < n; i++)
        sum += v[i];
    return sum / (double)n;
}

double num_interp(const double *xs, const double *ys, size_t n, double x)
{
    if (x <= xs[0])
        return ys[0];
    if (x >= xs[n - 1])
        return ys[n - 1];
    size_t hi = 1;
    while (xs[hi] < x)
        hi++;
    size_t lo = hi - 1;
    double t = (x - xs[lo]) / (xs[hi] - xs[lo]);
    return ys[lo] + t * (ys[hi] - ys[lo]);
}

double num_trapz(const double *xs, const double *ys, size_t n)
{
    double area = 0.0;
    for (size_t i = 1; i < n; i++)
        area += (xs[i] - xs[i - 1]) * (ys[i] + ys[i - 1]) / 2.0;
    return area;
}

size_t num_argmax(const double *v, size_t n)
{
    size_t best = 0;
    for (size_t i = 1; i < n; i++)
        if (v[i] > v[best])
            best = i;
    return best;
}
