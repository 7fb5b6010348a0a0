#include "otpauth.h"

#include <stdlib.h>
#include <string.h>

#include "b32.h"

static const char PREFIX[] = "otpauth://";

/* Copies the percent-decoded [from, to) into out (cap bytes, NUL included); -1 if it does not fit or is bad. */
static int unescape(const char *from, const char *to, char *out, size_t cap) {
    size_t w = 0;
    for (const char *p = from; p < to; p++) {
        char c = *p;
        if (c == '%') {
            if (to - p < 3) {
                return -1;
            }
            char hex[3] = {p[1], p[2], '\0'};
            char *end;
            long v = strtol(hex, &end, 16);
            if (*end != '\0') {
                return -1;
            }
            c = (char)v;
            p += 2;
        }
        if (w + 1 >= cap) {
            return -1;
        }
        out[w++] = c;
    }
    out[w] = '\0';
    return 0;
}

static int parse_param(const char *name, size_t name_len, const char *value, otpauth_key *key) {
    char buf[128];
    const char *end = value + strcspn(value, "&");
    if (unescape(value, end, buf, sizeof buf) != 0) {
        return -1;
    }
    if (name_len == 6 && strncmp(name, "secret", 6) == 0) {
        long n = b32_decode(buf, key->secret, sizeof key->secret);
        if (n <= 0) {
            return -1;
        }
        key->secret_len = (size_t)n;
    } else if (name_len == 6 && strncmp(name, "digits", 6) == 0) {
        key->digits = atoi(buf);
        if (key->digits < 6 || key->digits > 8) {
            return -1;
        }
    } else if (name_len == 7 && strncmp(name, "counter", 7) == 0) {
        key->counter = strtoull(buf, NULL, 10);
    }
    return 0; /* unknown parameters are ignored, as the format asks */
}

int otpauth_parse(const char *uri, otpauth_key *key) {
    memset(key, 0, sizeof *key);
    key->digits = 6;
    if (strncmp(uri, PREFIX, sizeof PREFIX - 1) != 0) {
        return -1;
    }
    const char *p = uri + sizeof PREFIX - 1;
    if (strncmp(p, "totp/", 5) == 0) {
        key->type = OTPAUTH_TOTP;
    } else if (strncmp(p, "hotp/", 5) == 0) {
        key->type = OTPAUTH_HOTP;
    } else {
        return -1;
    }
    p += 5;
    const char *query = strchr(p, '?');
    if (query == NULL || unescape(p, query, key->label, sizeof key->label) != 0) {
        return -1;
    }
    for (const char *q = query + 1; *q != '\0';) {
        const char *eq = strchr(q, '=');
        if (eq == NULL) {
            return -1;
        }
        if (parse_param(q, (size_t)(eq - q), eq + 1, key) != 0) {
            return -1;
        }
        q = eq + 1 + strcspn(eq + 1, "&");
        if (*q == '&') {
            q++;
        }
    }
    return key->secret_len > 0 ? 0 : -1;
}
