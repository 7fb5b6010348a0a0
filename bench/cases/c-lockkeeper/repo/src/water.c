#include "water.h"

unsigned chamber_cycles(const lockage *log, size_t n)
{
    (void)log; /* every entry is one passage, shared or not */
    return (unsigned)n;
}

unsigned count_direction(const lockage *log, size_t n, enum direction dir)
{
    unsigned count = 0;
    for (size_t i = 0; i < n; i++)
        if (log[i].dir == dir)
            count++;
    return count;
}
