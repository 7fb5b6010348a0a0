#ifndef PATHUTIL_H
#define PATHUTIL_H

#include <stddef.h>

/* Status codes of the path functions. */
enum {
    PATH_OK = 0,
    PATH_TOO_LONG = -1,   /* the result does not fit in the output buffer */
    PATH_TOO_DEEP = -2,   /* more segments than PATH_MAX_SEGMENTS */
    PATH_MIXED = -3       /* path_relative between an absolute and a relative path */
};

#define PATH_MAX_SEGMENTS 64

/*
 * Normalise a '/'-separated path lexically: drop empty and "." segments, fold
 * ".." into its parent. An absolute path stays absolute and ".." at its root
 * is dropped; a relative path keeps its leading ".." segments. The empty
 * relative result is ".".
 */
int path_normalize(const char *path, char *out, size_t outsz);

/*
 * The relative path that leads from directory `from` to `to`, both normalised
 * first; both must be absolute or both relative.
 */
int path_relative(const char *from, const char *to, char *out, size_t outsz);

#endif
