#include "loom/floats.h"

size_t loom_longest_warp_float(const loom_draft *d)
{
    size_t longest = 0;
    for (size_t e = 0; e < d->ends; e++) {
        size_t run = 0;
        for (size_t p = 0; p < d->picks; p++) {
            run = loom_warp_up(d, p, e) ? run + 1 : 0;
            if (run > longest)
                longest = run;
        }
    }
    return longest;
}

size_t loom_longest_weft_float(const loom_draft *d)
{
    size_t longest = 0;
    for (size_t p = 0; p < d->picks; p++) {
        size_t run = 0;
        for (size_t e = 0; e < d->ends; e++) {
            run = loom_warp_up(d, p, e) ? 0 : run + 1;
            if (run > longest)
                longest = run;
        }
    }
    return longest;
}
