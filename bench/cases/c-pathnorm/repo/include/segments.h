#ifndef SEGMENTS_H
#define SEGMENTS_H

#include <stddef.h>

#include "pathutil.h"

/* A path as a stack of segments pointing into the caller's string. */
struct segs {
    int absolute;
    int count;
    const char *start[PATH_MAX_SEGMENTS];
    size_t len[PATH_MAX_SEGMENTS];
};

void segs_init(struct segs *s, int absolute);

/* Add one segment, folding "." and ".." as path_normalize describes. */
int segs_push(struct segs *s, const char *seg, size_t len);

/* Write the segments joined by '/', with a leading '/' when absolute. */
int segs_format(const struct segs *s, char *out, size_t outsz);

/* Do segment i of a and segment j of b name the same thing? */
int segs_equal(const struct segs *a, int i, const struct segs *b, int j);

#endif
