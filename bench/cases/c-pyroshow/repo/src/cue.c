#include "cue.h"

#include <stdlib.h>
#include <string.h>

#include "timecode.h"

#define FIELDS 5
#define FIELD_MAX 32

static int split(const char *line, char fields[FIELDS][FIELD_MAX])
{
    int n = 0;
    size_t len = 0;
    for (const char *p = line;; p++) {
        if (*p == ',' || *p == '\0' || *p == '\n') {
            if (n == FIELDS)
                return -1;
            fields[n++][len] = '\0';
            len = 0;
            if (*p != ',')
                break;
        } else {
            if (n == FIELDS || len + 1 >= FIELD_MAX)
                return -1;
            fields[n][len++] = *p;
        }
    }
    return n;
}

int cue_parse(const char *line, struct cue *out)
{
    char f[FIELDS][FIELD_MAX];
    if (split(line, f) != FIELDS)
        return -1;

    if (f[0][0] == '\0' || strlen(f[0]) >= CUE_ID_MAX)
        return -1;
    strcpy(out->id, f[0]);

    out->module = atoi(f[1]);
    out->pin = atoi(f[2]);
    if (out->module < 1 || out->pin < 1 || out->pin > PINS_PER_MODULE)
        return -1;

    out->fire_ms = tc_parse(f[3]);
    if (out->fire_ms < 0)
        return -1;

    out->shell = catalogue_find(f[4]);
    if (out->shell == NULL)
        return -1;
    return 0;
}
