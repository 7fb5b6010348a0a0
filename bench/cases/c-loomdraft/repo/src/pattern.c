#include "loom/pattern.h"

void loom_straight_draw(loom_draft *d)
{
    for (size_t e = 0; e < d->ends; e++)
        d->threading[e] = (int)(e % (size_t)d->shafts) + 1;
}

void loom_straight_treadling(loom_draft *d)
{
    for (size_t p = 0; p < d->picks; p++)
        d->treadling[p] = (int)(p % (size_t)d->treadles) + 1;
}
