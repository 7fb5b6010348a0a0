#include "pcm.h"

#include <math.h>

static int16_t clamp16(int32_t v) {
    if (v > INT16_MAX) {
        return INT16_MAX;
    }
    if (v < INT16_MIN) {
        return INT16_MIN;
    }
    return (int16_t)v;
}

int16_t pcm_gain(int16_t sample, int gain_q8) {
    int32_t scaled = ((int32_t)sample * gain_q8) / PCM_UNITY_Q8;
    return clamp16(scaled);
}

void pcm_gain_buf(int16_t *buf, size_t n, int gain_q8) {
    for (size_t i = 0; i < n; i++) {
        buf[i] = pcm_gain(buf[i], gain_q8);
    }
}

void pcm_mix(const int16_t *a, const int16_t *b, int16_t *out, size_t n) {
    for (size_t i = 0; i < n; i++) {
        out[i] = clamp16((int32_t)a[i] + (int32_t)b[i]);
    }
}

int pcm_peak(const int16_t *buf, size_t n) {
    int peak = 0;
    for (size_t i = 0; i < n; i++) {
        int level = buf[i] < 0 ? -(int)buf[i] : buf[i];
        if (level > peak) {
            peak = level;
        }
    }
    return peak;
}

double pcm_rms(const int16_t *buf, size_t n) {
    if (n == 0) {
        return 0.0;
    }
    double sum = 0.0;
    for (size_t i = 0; i < n; i++) {
        sum += (double)buf[i] * (double)buf[i];
    }
    return sqrt(sum / (double)n);
}

double pcm_dbfs(int level) {
    if (level <= 0) {
        return -INFINITY;
    }
    return 20.0 * log10((double)level / 32768.0);
}
