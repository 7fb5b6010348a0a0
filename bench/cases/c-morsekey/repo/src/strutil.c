#define _POSIX_C_SOURCE 200809L /* strnlen */

#include "strutil.h"

#include <ctype.h>
#include <string.h>

size_t su_copy(char *dst, size_t cap, const char *src)
{
    size_t len = strlen(src);
    if (cap > 0) {
        size_t n = len < cap - 1 ? len : cap - 1;
        memcpy(dst, src, n);
        dst[n] = '\0';
    }
    return len;
}

size_t su_append(char *dst, size_t cap, const char *src)
{
    size_t have = strnlen(dst, cap);
    if (have == cap) {
        return cap + strlen(src);
    }
    return have + su_copy(dst + have, cap - have, src);
}

size_t su_squeeze(char *dst, size_t cap, const char *src)
{
    const char *start = src;
    const char *end = src + strlen(src);
    size_t n = 0;
    int gap = 0;

    if (cap == 0) {
        return 0;
    }
    while (start < end && *start == ' ') {
        start++;
    }
    while (end > start && end[-1] == ' ') {
        end--;
    }
    for (const char *p = start; p < end && n + 1 < cap; p++) {
        if (*p == ' ') {
            gap = 1;
            continue;
        }
        if (gap && n + 2 < cap) {
            dst[n++] = ' ';
        }
        gap = 0;
        dst[n++] = *p;
    }
    dst[n] = '\0';
    return n;
}

void su_upper(char *s)
{
    for (; *s; s++) {
        *s = (char)toupper((unsigned char)*s);
    }
}
