#ifndef NUMERIC_H
#define NUMERIC_H

#include <stddef.h>

/* The mean of n values (0 for none). */
double num_mean(const double *v, size_t n);

/* Linear interpolation in the table (xs ascending, n >= 2), clamped to the first and last ys. */
double num_interp(const double *xs, const double *ys, size_t n, double x);

/* The area under the samples ys over xs by the trapezoid rule (0 for fewer than two samples). */
double num_trapz(const double *xs, const double *ys, size_t n);

/* The index of the largest value, the first on a tie (0 for none). */
size_t num_argmax(const double *v, size_t n);

#endif
