#ifndef LOOM_DRAFT_H
#define LOOM_DRAFT_H

#include <stddef.h>

/* A weaving draft for a shaft loom.
 *
 * threading[e]  the shaft (1..shafts) that warp end e is threaded through
 * tieup[t]      the shafts lifted by treadle t (1..treadles), bit s-1 for shaft s
 * treadling[p]  the treadle (1..treadles) pressed for pick p
 *
 * In the drawdown, cell (pick, end) shows the warp when the end's shaft is lifted for that pick, and the
 * weft otherwise. */

#define LOOM_MAX_SHAFTS 16
#define LOOM_MAX_TREADLES 16
#define LOOM_MAX_ENDS 256
#define LOOM_MAX_PICKS 256

typedef struct loom_draft {
    int shafts;
    int treadles;
    size_t ends;
    size_t picks;
    int threading[LOOM_MAX_ENDS];
    unsigned tieup[LOOM_MAX_TREADLES + 1];
    int treadling[LOOM_MAX_PICKS];
} loom_draft;

/* Sets up an empty draft; returns 0, or -1 if a size is out of range. */
int loom_draft_init(loom_draft *d, int shafts, int treadles, size_t ends, size_t picks);

/* Ties treadle t to shaft s (both 1-based); returns 0 or -1. */
int loom_tie(loom_draft *d, int treadle, int shaft);

/* 1 when the warp shows at (pick, end), 0 when the weft does. */
int loom_warp_up(const loom_draft *d, size_t pick, size_t end);

/* A twill tie-up: treadle t lifts `up` consecutive shafts starting at shaft t, wrapping round. */
void loom_twill_tieup(loom_draft *d, int up);

#endif
