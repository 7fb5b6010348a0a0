#ifndef MIXDOWN_PCM_H
#define MIXDOWN_PCM_H

#include <stddef.h>
#include <stdint.h>

/* Gain in Q8 fixed point: 256 is unity, 128 is half (-6 dB), 512 is double. */
#define PCM_UNITY_Q8 256

int16_t pcm_gain(int16_t sample, int gain_q8);
void pcm_gain_buf(int16_t *buf, size_t n, int gain_q8);
void pcm_mix(const int16_t *a, const int16_t *b, int16_t *out, size_t n);
int pcm_peak(const int16_t *buf, size_t n);
double pcm_rms(const int16_t *buf, size_t n);
double pcm_dbfs(int level);

#endif
