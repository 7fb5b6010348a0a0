#ifndef STATS_H
#define STATS_H

#include "ringbuf.h"

double stats_mean(const ringbuf *rb);
double stats_min(const ringbuf *rb);
double stats_max(const ringbuf *rb);

#endif
