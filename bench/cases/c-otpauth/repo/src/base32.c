#include "b32.h"

static const char ALPHABET[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

static int b32_value(char c) {
    if (c >= 'A' && c <= 'Z') {
        return c - 'A';
    }
    if (c >= '2' && c <= '7') {
        return c - '2' + 26;
    }
    return -1;
}

size_t b32_encoded_len(size_t n) {
    return (n + 4) / 5 * 8;
}

size_t b32_encode(const uint8_t *in, size_t n, char *out) {
    size_t w = 0;
    uint32_t acc = 0;
    int bits = 0;
    for (size_t i = 0; i < n; i++) {
        acc = (acc << 8) | in[i];
        bits += 8;
        while (bits >= 5) {
            bits -= 5;
            out[w++] = ALPHABET[(acc >> bits) & 31];
        }
    }
    if (bits > 0) {
        out[w++] = ALPHABET[(acc << (5 - bits)) & 31];
    }
    while (w % 8 != 0) {
        out[w++] = '=';
    }
    out[w] = '\0';
    return w;
}

long b32_decode(const char *in, uint8_t *out, size_t cap) {
    uint32_t acc = 0;
    int bits = 0;
    size_t n = 0;
    size_t chars = 0;
    const char *p = in;
    for (; *p != '\0' && *p != '='; p++) {
        int v = b32_value(*p);
        if (v < 0) {
            return -1;
        }
        acc = (acc << 5) | (uint32_t)v;
        bits += 5;
        chars++;
        if (bits >= 8) {
            if (n == cap) {
                return -1;
            }
            bits -= 8;
            out[n++] = (uint8_t)(acc >> bits);
        }
    }
    while (*p == '=') {
        p++;
        chars++;
    }
    if (*p != '\0' || chars % 8 != 0) {
        return -1; /* padded to a multiple of 8, nothing after the padding */
    }
    return (long)n;
}
