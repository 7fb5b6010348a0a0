#include <string.h>

#include "utf8.h"

static const char ELLIPSIS[] = "\xE2\x80\xA6"; /* U+2026 */

long utf8_truncate(const char *s, size_t max_cps, char *out, size_t outsize) {
    long total = utf8_count(s);
    if (total < 0 || outsize == 0)
        return -1;
    size_t len = strlen(s);
    if ((size_t)total <= max_cps) {
        if (len + 1 > outsize)
            return -1;
        memcpy(out, s, len + 1);
        return total;
    }
    if (max_cps == 0) {
        out[0] = '\0';
        return 0;
    }
    /* keep max_cps - 1 code points and the ellipsis */
    size_t at = 0;
    for (size_t kept = 0; kept < max_cps - 1; kept++) {
        uint32_t cp;
        at += (size_t)utf8_decode(s + at, len - at, &cp);
    }
    if (at + sizeof ELLIPSIS > outsize)
        return -1;
    memcpy(out, s, at);
    memcpy(out + at, ELLIPSIS, sizeof ELLIPSIS);
    return (long)max_cps;
}
