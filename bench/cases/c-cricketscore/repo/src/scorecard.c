#include "scorecard.h"

#include <stdarg.h>
#include <stdio.h>

#include "rates.h"

typedef struct {
    char *buf;
    size_t size;
    size_t len;
} Out;

static void put(Out *o, const char *fmt, ...)
{
    va_list ap;
    int w;

    va_start(ap, fmt);
    w = vsnprintf(o->buf + o->len, o->len < o->size ? o->size - o->len : 0, fmt, ap);
    va_end(ap);
    if (w > 0)
        o->len += (size_t)w;
    if (o->len >= o->size && o->size > 0)
        o->len = o->size - 1;
}

void scorecard_total(const Innings *inn, char *buf, size_t n)
{
    char overs[16];

    overs_text(inn->legal_balls, overs, sizeof overs);
    if (innings_all_out(inn))
        snprintf(buf, n, "%d all out (%s ov)", inn->total, overs);
    else
        snprintf(buf, n, "%d/%d (%s ov)", inn->total, inn->wickets, overs);
}

void scorecard_extras(const Innings *inn, char *buf, size_t n)
{
    int total = inn->extras[EXTRA_BYE] + inn->extras[EXTRA_LEGBYE] + inn->extras[EXTRA_WIDE] +
                inn->extras[EXTRA_NOBALL];

    snprintf(buf, n, "Extras %d (b %d, lb %d, w %d, nb %d)", total, inn->extras[EXTRA_BYE],
             inn->extras[EXTRA_LEGBYE], inn->extras[EXTRA_WIDE], inn->extras[EXTRA_NOBALL]);
}

size_t scorecard_render(const Innings *inn, char *buf, size_t n)
{
    Out o = { buf, n, 0 };
    char line[96];
    int i;

    if (n > 0)
        buf[0] = '\0';
    put(&o, "%-16s %-8s %4s %4s\n", "Batter", "", "R", "B");
    for (i = 0; i < inn->n_bat; i++) {
        const Batter *b = &inn->bat[i];
        if (!b->batted)
            continue;
        put(&o, "%-16s %-8s %4d %4d\n", b->name, b->out ? "out" : "not out", b->runs, b->balls);
    }
    scorecard_extras(inn, line, sizeof line);
    put(&o, "%s\n", line);
    scorecard_total(inn, line, sizeof line);
    put(&o, "Total %s\n", line);

    put(&o, "%-16s %5s %4s %3s\n", "Bowler", "O", "R", "W");
    for (i = 0; i < inn->n_bowl; i++) {
        const Bowler *w = &inn->bowl[i];
        char overs[16];
        overs_text(w->balls, overs, sizeof overs);
        put(&o, "%-16s %5s %4d %3d\n", w->name, overs, w->conceded, w->wickets);
    }
    return o.len;
}
