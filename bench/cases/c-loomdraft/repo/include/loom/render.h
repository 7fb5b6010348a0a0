#ifndef LOOM_RENDER_H
#define LOOM_RENDER_H

#include <stddef.h>

#include "loom/draft.h"

/* Writes the drawdown as text, one line per pick from the first, '#' where the warp shows and '.' where the
 * weft does. Returns the number of characters the full text needs (without the terminating NUL), writing at
 * most size - 1 of them and a NUL when size > 0. */
size_t loom_render(const loom_draft *d, char *out, size_t size);

#endif
