#include <string.h>

#include "logfmt.h"

void rec_init(logfmt_record *rec) {
    rec->n = 0;
}

static int copy(char *dst, size_t cap, const char *src) {
    size_t len = strlen(src);
    if (len >= cap) {
        return 0;
    }
    memcpy(dst, src, len + 1);
    return 1;
}

/* Index of the field named `key`, or -1. */
static int rec_find(const logfmt_record *rec, const char *key) {
    for (size_t i = 0; i < rec->n; i++) {
        if (strcmp(rec->fields[i].key, key) == 0) {
            return (int)i;
        }
    }
    return -1;
}

logfmt_status rec_add(logfmt_record *rec, const char *key, const char *val) {
    if (rec->n == LOGFMT_MAX_FIELDS) {
        return LOGFMT_FULL;
    }
    logfmt_field *f = &rec->fields[rec->n];
    if (!copy(f->key, sizeof f->key, key) || !copy(f->val, sizeof f->val, val)) {
        return LOGFMT_TOO_LONG;
    }
    rec->n++;
    return LOGFMT_OK;
}

const char *rec_get(const logfmt_record *rec, const char *key) {
    int i = rec_find(rec, key);
    return i < 0 ? NULL : rec->fields[i].val;
}

logfmt_status rec_set(logfmt_record *rec, const char *key, const char *val) {
    int i = rec_find(rec, key);
    if (i < 0) {
        return rec_add(rec, key, val);
    }
    logfmt_field *f = &rec->fields[i];
    return copy(f->val, sizeof f->val, val) ? LOGFMT_OK : LOGFMT_TOO_LONG;
}

size_t rec_del(logfmt_record *rec, const char *key) {
    size_t kept = 0, gone = 0;
    for (size_t i = 0; i < rec->n; i++) {
        if (strcmp(rec->fields[i].key, key) == 0) {
            gone++;
        } else {
            if (kept != i) {
                rec->fields[kept] = rec->fields[i];
            }
            kept++;
        }
    }
    rec->n = kept;
    return gone;
}
