#include <string.h>

#include "logfmt.h"

static int is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static int is_key_char(char c) {
    return c > ' ' && c != '=' && c != '"' && c != 0x7f;
}

/* Reads a quoted value starting after the opening quote; returns the position after the closing one. */
static const char *read_quoted(const char *p, char *out, size_t cap, logfmt_status *st) {
    size_t n = 0;
    while (*p != '"') {
        char c = *p++;
        if (c == '\0') {
            *st = LOGFMT_SYNTAX;
            return NULL;
        }
        if (c == '\\') {
            char e = *p++;
            switch (e) {
            case '"': c = '"'; break;
            case '\\': c = '\\'; break;
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            default: *st = LOGFMT_SYNTAX; return NULL;
            }
        }
        if (n + 1 >= cap) {
            *st = LOGFMT_TOO_LONG;
            return NULL;
        }
        out[n++] = c;
    }
    out[n] = '\0';
    return p + 1;
}

static const char *read_plain(const char *p, char *out, size_t cap, logfmt_status *st) {
    size_t n = 0;
    while (*p != '\0' && !is_space(*p)) {
        if (n + 1 >= cap) {
            *st = LOGFMT_TOO_LONG;
            return NULL;
        }
        out[n++] = *p++;
    }
    out[n] = '\0';
    return p;
}

logfmt_status logfmt_parse(const char *line, logfmt_record *rec) {
    char key[LOGFMT_KEY_MAX];
    char val[LOGFMT_VAL_MAX];
    logfmt_status st = LOGFMT_OK;
    rec_init(rec);
    const char *p = line;
    for (;;) {
        while (is_space(*p)) {
            p++;
        }
        if (*p == '\0') {
            return LOGFMT_OK;
        }
        size_t k = 0;
        while (is_key_char(*p)) {
            if (k + 1 >= sizeof key) {
                return LOGFMT_TOO_LONG;
            }
            key[k++] = *p++;
        }
        key[k] = '\0';
        if (k == 0) {
            return LOGFMT_SYNTAX;
        }
        if (*p != '=') {
            strcpy(val, "true");
        } else if (*++p == '"') {
            p = read_quoted(p + 1, val, sizeof val, &st);
        } else {
            p = read_plain(p, val, sizeof val, &st);
        }
        if (p == NULL) {
            return st;
        }
        st = rec_add(rec, key, val);
        if (st != LOGFMT_OK) {
            return st;
        }
    }
}
