#include "loom/draft.h"

#include <string.h>

int loom_draft_init(loom_draft *d, int shafts, int treadles, size_t ends, size_t picks)
{
    if (shafts < 1 || shafts > LOOM_MAX_SHAFTS || treadles < 1 || treadles > LOOM_MAX_TREADLES)
        return -1;
    if (ends < 1 || ends > LOOM_MAX_ENDS || picks < 1 || picks > LOOM_MAX_PICKS)
        return -1;
    memset(d, 0, sizeof *d);
    d->shafts = shafts;
    d->treadles = treadles;
    d->ends = ends;
    d->picks = picks;
    return 0;
}

int loom_tie(loom_draft *d, int treadle, int shaft)
{
    if (treadle < 1 || treadle > d->treadles || shaft < 1 || shaft > d->shafts)
        return -1;
    d->tieup[treadle] |= 1u << (shaft - 1);
    return 0;
}

int loom_warp_up(const loom_draft *d, size_t pick, size_t end)
{
    int treadle = d->treadling[pick];
    int shaft = d->threading[end];
    if (treadle < 1 || shaft < 1)
        return 0;
    return (d->tieup[treadle] >> (shaft - 1)) & 1u;
}

void loom_twill_tieup(loom_draft *d, int up)
{
    for (int t = 1; t <= d->treadles; t++) {
        d->tieup[t] = 0;
        for (int k = 0; k < up; k++)
            loom_tie(d, t, (t - 1 + k) % d->shafts + 1);
    }
}
