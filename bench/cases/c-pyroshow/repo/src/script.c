#include "script.h"

#include <stdio.h>
#include <stdlib.h>

#include "timecode.h"

void script_init(struct script *s)
{
    s->n = 0;
}

int script_add_line(struct script *s, const char *line)
{
    if (s->n == SCRIPT_MAX)
        return -1;
    if (cue_parse(line, &s->cues[s->n]) != 0)
        return -1;
    s->n++;
    return 0;
}

static int by_fire_time(const void *a, const void *b)
{
    const struct cue *x = a, *y = b;
    if (x->fire_ms != y->fire_ms)
        return x->fire_ms < y->fire_ms ? -1 : 1;
    if (x->module != y->module)
        return x->module - y->module;
    return x->pin - y->pin;
}

void script_sort(struct script *s)
{
    qsort(s->cues, (size_t)s->n, sizeof s->cues[0], by_fire_time);
}

int script_find_reused_pin(const struct script *s)
{
    for (int i = 1; i < s->n; i++)
        for (int j = 0; j < i; j++)
            if (s->cues[i].module == s->cues[j].module && s->cues[i].pin == s->cues[j].pin)
                return i;
    return -1;
}

void script_line(const struct cue *c, char *buf, size_t n)
{
    char tc[16];
    char where[16];
    tc_format(c->fire_ms, tc, sizeof tc);
    snprintf(where, sizeof where, "M%d/P%d", c->module, c->pin);
    snprintf(buf, n, "%s  %-7s %-4s %s", tc, where, c->id, c->shell->name);
}

long script_end_ms(const struct script *s)
{
    long end = 0;
    for (int i = 0; i < s->n; i++) {
        const struct shell *sh = s->cues[i].shell;
        long t = s->cues[i].fire_ms + (long)((sh->lift + sh->duration) * 1000.0 + 0.5);
        if (t > end)
            end = t;
    }
    return end;
}
