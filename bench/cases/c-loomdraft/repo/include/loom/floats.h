#ifndef LOOM_FLOATS_H
#define LOOM_FLOATS_H

#include "loom/draft.h"

/* A float is a run of one thread over neighbouring threads of the other set without interlacing. Long floats
 * snag, so weavers check them before warping. */

/* Longest run of warp-up cells down any end (a warp float), counted in picks. */
size_t loom_longest_warp_float(const loom_draft *d);

/* Longest run of weft-up cells along any pick (a weft float), counted in ends. */
size_t loom_longest_weft_float(const loom_draft *d);

#endif
