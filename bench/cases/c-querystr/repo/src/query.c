#include "query.h"

#include <stdlib.h>
#include <string.h>

#include "pctdec.h"

static char *decode_dup(const char *src, size_t len)
{
    char *out = malloc(len + 1);
    if (out != NULL)
        pct_decode(src, len, out);
    return out;
}

static int add_pair(struct query *q, const char *start, size_t len)
{
    const char *eq = memchr(start, '=', len);
    size_t klen = eq != NULL ? (size_t)(eq - start) : len;
    const char *vstart = eq != NULL ? eq + 1 : start + len;
    size_t vlen = (size_t)(start + len - vstart);
    struct query_pair *pair;

    if (q->count == QUERY_MAX_PAIRS)
        return -1;
    pair = &q->pairs[q->count];
    pair->key = decode_dup(start, klen);
    pair->value = decode_dup(vstart, vlen);
    if (pair->key == NULL || pair->value == NULL) {
        free(pair->key);
        free(pair->value);
        return -1;
    }
    q->count++;
    return 0;
}

int query_parse(const char *qs, struct query *q)
{
    const char *p = qs;

    q->count = 0;
    while (*p != '\0') {
        size_t len = strcspn(p, "&");
        if (len > 0 && add_pair(q, p, len) != 0) {
            query_free(q);
            return -1;
        }
        p += len;
        if (*p == '&')
            p++;
    }
    return 0;
}

const char *query_get(const struct query *q, const char *key)
{
    for (size_t i = 0; i < q->count; i++) {
        if (strcmp(q->pairs[i].key, key) == 0)
            return q->pairs[i].value;
    }
    return NULL;
}

void query_free(struct query *q)
{
    for (size_t i = 0; i < q->count; i++) {
        free(q->pairs[i].key);
        free(q->pairs[i].value);
    }
    q->count = 0;
}
