#include <string.h>

#include "logfmt.h"

static int needs_quotes(const char *v) {
    if (*v == '\0') {
        return 1;
    }
    for (; *v; v++) {
        if (*v <= ' ' || *v == '=' || *v == '"' || *v == '\\') {
            return 1;
        }
    }
    return 0;
}

typedef struct {
    char *out;
    size_t cap;
    size_t len;
    int overflow;
} sink;

static void put(sink *s, char c) {
    if (s->len + 1 >= s->cap) {
        s->overflow = 1;
        return;
    }
    s->out[s->len++] = c;
}

static void puts_(sink *s, const char *str) {
    while (*str) {
        put(s, *str++);
    }
}

static void put_quoted(sink *s, const char *v) {
    put(s, '"');
    for (; *v; v++) {
        switch (*v) {
        case '"': puts_(s, "\\\""); break;
        case '\\': puts_(s, "\\\\"); break;
        case '\n': puts_(s, "\\n"); break;
        case '\t': puts_(s, "\\t"); break;
        default: put(s, *v);
        }
    }
    put(s, '"');
}

logfmt_status logfmt_format(const logfmt_record *rec, char *out, size_t cap) {
    if (cap == 0) {
        return LOGFMT_TOO_LONG;
    }
    sink s = {out, cap, 0, 0};
    for (size_t i = 0; i < rec->n; i++) {
        if (i > 0) {
            put(&s, ' ');
        }
        puts_(&s, rec->fields[i].key);
        put(&s, '=');
        if (needs_quotes(rec->fields[i].val)) {
            put_quoted(&s, rec->fields[i].val);
        } else {
            puts_(&s, rec->fields[i].val);
        }
    }
    out[s.len] = '\0';
    return s.overflow ? LOGFMT_TOO_LONG : LOGFMT_OK;
}
