#include "utf8.h"

static int is_cont(unsigned char c) { return (c & 0xC0) == 0x80; }

long utf8_decode(const char *s, size_t len, uint32_t *cp) {
    const unsigned char *u = (const unsigned char *)s;
    if (len == 0)
        return -1;
    unsigned char lead = u[0];
    size_t need;
    uint32_t value;
    if (lead < 0x80) {
        *cp = lead;
        return 1;
    } else if ((lead & 0xE0) == 0xC0) {
        need = 2;
        value = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        need = 3;
        value = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        need = 4;
        value = lead & 0x07;
    } else {
        return -1;
    }
    if (len < need)
        return -1;
    for (size_t i = 1; i < need; i++) {
        if (!is_cont(u[i]))
            return -1;
        value = (value << 6) | (u[i] & 0x3F);
    }
    static const uint32_t least[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (value < least[need] || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
        return -1;
    *cp = value;
    return (long)need;
}

size_t utf8_encode(uint32_t cp, char *out) {
    unsigned char *u = (unsigned char *)out;
    if (cp < 0x80) {
        u[0] = (unsigned char)cp;
        return 1;
    }
    if (cp < 0x800) {
        u[0] = (unsigned char)(0xC0 | (cp >> 6));
        u[1] = (unsigned char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp >= 0xD800 && cp <= 0xDFFF)
        return 0;
    if (cp < 0x10000) {
        u[0] = (unsigned char)(0xE0 | (cp >> 12));
        u[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        u[2] = (unsigned char)(0x80 | (cp & 0x3F));
        return 3;
    }
    if (cp <= 0x10FFFF) {
        u[0] = (unsigned char)(0xF0 | (cp >> 18));
        u[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
        u[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
        u[3] = (unsigned char)(0x80 | (cp & 0x3F));
        return 4;
    }
    return 0;
}
