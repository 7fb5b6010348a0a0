#include <string.h>

#include "utf8.h"

long utf8_count(const char *s) {
    size_t len = strlen(s);
    long n = 0;
    size_t at = 0;
    while (at < len) {
        uint32_t cp;
        long step = utf8_decode(s + at, len - at, &cp);
        if (step < 0)
            return -1;
        at += (size_t)step;
        n++;
    }
    return n;
}
