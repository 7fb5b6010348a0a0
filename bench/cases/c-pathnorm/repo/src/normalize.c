#include <string.h>

#include "pathutil.h"
#include "segments.h"

int path_normalize(const char *path, char *out, size_t outsz)
{
    struct segs s;
    const char *p = path;

    segs_init(&s, path[0] == '/');
    while (*p != '\0') {
        const char *end = strchr(p, '/');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len > 0) {
            int rc = segs_push(&s, p, len);
            if (rc != PATH_OK) {
                return rc;
            }
        }
        p += len;
        if (*p == '/') {
            p++;
        }
    }
    return segs_format(&s, out, outsz);
}
