#include "waymark.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char *skip_space(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\r')
        p++;
    return p;
}

static int read_number(const char **p, double *out)
{
    char *end;
    errno = 0;
    *out = strtod(*p, &end);
    if (end == *p || errno != 0)
        return -1;
    *p = skip_space(end);
    return 0;
}

static int parse_line(const char *p, wm_point *pt)
{
    double v[4];
    for (int i = 0; i < 4; i++) {
        p = skip_space(p);
        if (read_number(&p, &v[i]) != 0)
            return WM_ESYNTAX;
        if (i < 3) {
            if (*p != ',')
                return WM_ESYNTAX;
            p++;
        }
    }
    if (*p != '\0' && *p != '\n')
        return WM_ESYNTAX;
    if (v[0] < -90 || v[0] > 90 || v[1] < -180 || v[1] > 180 || v[3] < 0)
        return WM_ERANGE;
    pt->lat = v[0];
    pt->lon = v[1];
    pt->ele = v[2];
    pt->t = (long)v[3];
    return WM_OK;
}

int wm_parse(const char *text, wm_track *track, int *line)
{
    track->n = 0;
    *line = 0;
    const char *p = text;
    while (*p) {
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) : strlen(p);
        char buf[256];
        (*line)++;
        if (len >= sizeof buf)
            return WM_ESYNTAX;
        memcpy(buf, p, len);
        buf[len] = '\0';
        p = eol ? eol + 1 : p + len;

        const char *s = skip_space(buf);
        if (*s == '\0' || *s == '#')
            continue;
        if (track->n == WM_MAX_POINTS)
            return WM_EFULL;
        wm_point pt;
        int rc = parse_line(s, &pt);
        if (rc != WM_OK)
            return rc;
        if (track->n > 0 && pt.t < track->pts[track->n - 1].t)
            return WM_EORDER;
        track->pts[track->n++] = pt;
    }
    return WM_OK;
}
