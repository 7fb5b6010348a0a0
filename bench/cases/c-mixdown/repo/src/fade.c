#include "fade.h"

static int16_t scale(int16_t sample, size_t num, size_t den) {
    return (int16_t)(((int64_t)sample * (int64_t)num) / (int64_t)den);
}

void fade_in(int16_t *buf, size_t n, size_t len) {
    if (len > n) {
        len = n;
    }
    for (size_t i = 0; i < len; i++) {
        buf[i] = scale(buf[i], i, len);
    }
}

void fade_out(int16_t *buf, size_t n, size_t len) {
    if (len > n) {
        len = n;
    }
    size_t start = n - len;
    for (size_t i = 0; i < len; i++) {
        buf[start + i] = scale(buf[start + i], len - 1 - i, len);
    }
}
