#include "draft.h"

/* A warp float is a run of picks in which one end stays on the face; a weft
 * float, a run of ends along one pick where the weft stays on the face. */

size_t longest_warp_float(const struct draft *d)
{
    size_t best = 0;
    for (size_t end = 0; end < d->ends; end++) {
        size_t run = 0;
        for (size_t pick = 0; pick < d->picks; pick++) {
            run = drawdown_cell(d, end, pick) ? run + 1 : 0;
            if (run > best)
                best = run;
        }
    }
    return best;
}

size_t longest_weft_float(const struct draft *d)
{
    size_t best = 0;
    for (size_t pick = 0; pick < d->picks; pick++) {
        size_t run = 0;
        for (size_t end = 0; end < d->ends; end++) {
            run = drawdown_cell(d, end, pick) ? 0 : run + 1;
            if (run > best)
                best = run;
        }
    }
    return best;
}
