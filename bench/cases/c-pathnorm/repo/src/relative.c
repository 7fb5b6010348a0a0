#include <string.h>

#include "pathutil.h"
#include "segments.h"

static int split(const char *path, struct segs *s)
{
    const char *p = path;

    segs_init(s, path[0] == '/');
    while (*p != '\0') {
        const char *end = strchr(p, '/');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len > 0) {
            int rc = segs_push(s, p, len);
            if (rc != PATH_OK) {
                return rc;
            }
        }
        p += len;
        if (*p == '/') {
            p++;
        }
    }
    return PATH_OK;
}

int path_relative(const char *from, const char *to, char *out, size_t outsz)
{
    static const char dotdot[] = "..";
    struct segs a, b, r;
    int common = 0;
    int rc;

    if ((rc = split(from, &a)) != PATH_OK || (rc = split(to, &b)) != PATH_OK) {
        return rc;
    }
    if (a.absolute != b.absolute) {
        return PATH_MIXED;
    }
    while (common < a.count && common < b.count && segs_equal(&a, common, &b, common)) {
        common++;
    }

    /* r is relative; its ".." segments are pushed raw so that they stack */
    segs_init(&r, 0);
    for (int i = common; i < a.count; i++) {
        if ((rc = segs_push(&r, dotdot, 2)) != PATH_OK) {
            return rc;
        }
    }
    for (int j = common; j < b.count; j++) {
        if ((rc = segs_push(&r, b.start[j], b.len[j])) != PATH_OK) {
            return rc;
        }
    }
    return segs_format(&r, out, outsz);
}
