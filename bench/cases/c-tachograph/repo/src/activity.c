#include "activity.h"

#include <string.h>

#include "timefmt.h"

int activity_minutes(const struct activity *a)
{
    return a->end - a->start;
}

int activity_parse_line(const char *line, struct activity *out)
{
    char code, from[8], to[8];
    if (sscanf(line, " %c %7s %7s", &code, from, to) != 3)
        return -1;
    switch (code) {
    case 'D': out->kind = DRIVE; break;
    case 'R': out->kind = REST; break;
    case 'W': out->kind = WORK; break;
    case 'A': out->kind = AVAILABLE; break;
    default: return -1;
    }
    out->start = minutes_of(from);
    out->end = minutes_of(to);
    if (out->start < 0 || out->end < 0 || out->end <= out->start)
        return -1;
    return 0;
}

static int push(struct daylog *log, struct activity a)
{
    if (log->count == DAYLOG_MAX)
        return -1;
    log->items[log->count++] = a;
    return 0;
}

int daylog_add(struct daylog *log, struct activity a)
{
    if (log->count > 0) {
        const struct activity *last = &log->items[log->count - 1];
        if (a.start < last->end)
            return -1;
        if (a.start > last->end) {
            struct activity gap = { REST, last->end, a.start };
            if (last->kind == REST) {
                log->items[log->count - 1].end = a.start;
            } else if (push(log, gap) != 0) {
                return -1;
            }
        }
        last = &log->items[log->count - 1];
        if (a.kind == REST && last->kind == REST) {
            log->items[log->count - 1].end = a.end;
            return 0;
        }
    }
    return push(log, a);
}

int daylog_load(struct daylog *log, FILE *in)
{
    char line[128];
    int number = 0;
    memset(log, 0, sizeof *log);
    while (fgets(line, sizeof line, in)) {
        number++;
        const char *p = line + strspn(line, " \t");
        if (*p == '\n' || *p == '\0' || *p == '#')
            continue;
        struct activity a;
        if (activity_parse_line(p, &a) != 0 || daylog_add(log, a) != 0)
            return number;
    }
    return 0;
}
