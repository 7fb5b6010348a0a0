#ifndef LOOM_PATTERN_H
#define LOOM_PATTERN_H

#include "loom/draft.h"

/* Straight draw: shafts 1, 2, .., n, 1, 2, .. across all ends. */
void loom_straight_draw(loom_draft *d);

/* Treadles 1, 2, .., treadles, 1, 2, .. for all picks. */
void loom_straight_treadling(loom_draft *d);

#endif
