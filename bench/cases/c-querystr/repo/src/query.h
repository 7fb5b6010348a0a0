#ifndef QUERY_H
#define QUERY_H

#include <stddef.h>

#define QUERY_MAX_PAIRS 32

struct query_pair {
    char *key;
    char *value; /* "" for a key without '=' */
};

struct query {
    struct query_pair pairs[QUERY_MAX_PAIRS];
    size_t count;
};

/* Parses the query string qs (without the leading '?') into q: pairs split on
 * '&', key and value on the first '=', both percent-decoded. Empty pairs
 * ("a=1&&b=2") are skipped. Returns 0, or -1 when there are more than
 * QUERY_MAX_PAIRS pairs or memory runs out (q is then empty). */
int query_parse(const char *qs, struct query *q);

/* The value of the first pair with the key, or NULL. */
const char *query_get(const struct query *q, const char *key);

/* Frees what query_parse allocated and empties q. */
void query_free(struct query *q);

#endif
