#include "athletes.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "timefmt.h"

#define FIELDS 7

void registry_init(struct registry *reg)
{
    memset(reg, 0, sizeof *reg);
}

/* Splits a copy of line at commas into at most max fields. */
static int split(char *copy, char **fields, int max)
{
    int n = 0;
    char *p = copy;
    fields[n++] = p;
    while (*p != '\0') {
        if (*p == ',') {
            if (n == max) {
                return -1;
            }
            *p = '\0';
            fields[n++] = p + 1;
        } else if (*p == '\r' || *p == '\n') {
            *p = '\0';
            break;
        }
        p++;
    }
    return n;
}

static int copy_field(char *dst, size_t size, const char *src)
{
    size_t len = strlen(src);
    if (len >= size) {
        return -1;
    }
    memcpy(dst, src, len + 1);
    return 0;
}

static int valid_id(const char *id)
{
    if (id[0] != 'A' || id[1] == '\0') {
        return 0;
    }
    for (const char *p = id + 1; *p != '\0'; p++) {
        if (!isdigit((unsigned char)*p)) {
            return 0;
        }
    }
    return 1;
}

int registry_add_line(struct registry *reg, const char *line)
{
    char copy[256];
    char *f[FIELDS];
    struct athlete a;
    char *end;

    if (reg->count == REGISTRY_MAX || strlen(line) >= sizeof copy) {
        return -1;
    }
    strcpy(copy, line);
    if (split(copy, f, FIELDS) != FIELDS) {
        return -1;
    }
    memset(&a, 0, sizeof a);
    if (!valid_id(f[0]) || copy_field(a.id, sizeof a.id, f[0]) != 0 ||
        copy_field(a.name, sizeof a.name, f[1]) != 0 || a.name[0] == '\0' ||
        copy_field(a.club, sizeof a.club, f[4]) != 0) {
        return -1;
    }
    if ((f[2][0] != 'M' && f[2][0] != 'W') || f[2][1] != '\0') {
        return -1;
    }
    a.sex = f[2][0];
    if (date_parse(f[3], &a.born) != 0) {
        return -1;
    }
    a.runs = (int)strtol(f[5], &end, 10);
    if (end == f[5] || *end != '\0' || a.runs < 0) {
        return -1;
    }
    if (a.runs == 0) {
        if (f[6][0] != '\0') {
            return -1;
        }
        a.best = 0;
    } else {
        a.best = time_parse(f[6]);
        if (a.best <= 0) {
            return -1;
        }
    }
    if (registry_find(reg, a.id) != NULL) {
        return -1;
    }
    reg->athletes[reg->count++] = a;
    return 0;
}

const struct athlete *registry_find(const struct registry *reg, const char *id)
{
    for (int i = 0; i < reg->count; i++) {
        if (strcmp(reg->athletes[i].id, id) == 0) {
            return &reg->athletes[i];
        }
    }
    return NULL;
}
