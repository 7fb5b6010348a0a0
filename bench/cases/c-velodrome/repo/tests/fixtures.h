#ifndef FIXTURES_H
#define FIXTURES_H

#include "velodrome.h"

/* A four-lap scratch heat: Ada wins, Bea second by a wheel, Cal a lap down. */
static const struct race_entry HEAT[] = {
    {14, "Bea Moss", 5, {0, 18200, 33050, 47800, 62400}},
    {7, "Ada Lind", 5, {0, 18100, 32900, 47700, 62300}},
    {21, "Cal Roy", 4, {0, 18900, 35100, 51600}},
};
#define HEAT_SIZE 3

#endif
