#ifndef MIXDOWN_FADE_H
#define MIXDOWN_FADE_H

#include <stddef.h>
#include <stdint.h>

/* Linear fades over the first (fade_in) or last (fade_out) `len` samples of a buffer of `n`. */
void fade_in(int16_t *buf, size_t n, size_t len);
void fade_out(int16_t *buf, size_t n, size_t len);

#endif
