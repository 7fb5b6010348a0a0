#include "strutil.h"

#include <ctype.h>
#include <string.h>

size_t str_copy(char *dst, size_t cap, const char *src) {
    if (cap == 0) {
        return 0;
    }
    size_t n = strlen(src);
    if (n > cap - 1) {
        n = cap - 1;
    }
    memcpy(dst, src, n);
    dst[n] = '\0';
    return n;
}

void str_upper(char *s) {
    for (; *s; s++) {
        *s = (char)toupper((unsigned char)*s);
    }
}

size_t str_token(const char **p, char *dst, size_t cap) {
    const char *s = *p;
    while (*s == ' ' || *s == '\t') {
        s++;
    }
    const char *start = s;
    while (*s && *s != ' ' && *s != '\t' && *s != '\n') {
        s++;
    }
    size_t len = (size_t)(s - start);
    if (cap > 0) {
        size_t n = len < cap - 1 ? len : cap - 1;
        memcpy(dst, start, n);
        dst[n] = '\0';
    }
    *p = s;
    return len;
}
