#include <stdio.h>
#include <string.h>

#include "laptimer.h"

void race_init(struct race *r, const char *name)
{
    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s", name);
}

int race_add(struct race *r, const char *lap)
{
    int t;
    if (r->n >= RACE_MAX_LAPS) {
        return -2;
    }
    if (parse_time(lap, &t) != 0 || t == 0) {
        return -1;
    }
    r->laps[r->n++] = t;
    return 0;
}

int race_total(const struct race *r)
{
    return race_split(r, r->n - 1);
}

int race_split(const struct race *r, int i)
{
    int sum = 0;
    for (int k = 0; k <= i && k < r->n; k++) {
        sum += r->laps[k];
    }
    return sum;
}

int race_best(const struct race *r)
{
    int best = -1;
    for (int i = 0; i < r->n; i++) {
        if (best < 0 || r->laps[i] < r->laps[best]) {
            best = i;
        }
    }
    return best;
}

int race_mean(const struct race *r)
{
    if (r->n == 0) {
        return 0;
    }
    return (2 * race_total(r) + r->n) / (2 * r->n);
}

int race_sheet(const struct race *r, char *out, size_t n)
{
    char lap[16], split[16];
    int best = race_best(r);

    if (n == 0) {
        return -1;
    }
    out[0] = '\0';
    if (buf_appendf(out, n, "%s\n", r->name) != 0) {
        return -1;
    }
    for (int i = 0; i < r->n; i++) {
        format_time(r->laps[i], lap, sizeof lap);
        format_time(race_split(r, i), split, sizeof split);
        if (buf_appendf(out, n, "%3d %9s %10s%s\n", i + 1, lap, split, i == best ? "  best" : "") != 0) {
            return -1;
        }
    }
    format_time(race_total(r), split, sizeof split);
    if (buf_appendf(out, n, "total %18s\n", split) != 0) {
        return -1;
    }
    format_time(race_mean(r), lap, sizeof lap);
    if (buf_appendf(out, n, "mean %9s\n", lap) != 0) {
        return -1;
    }
    return 0;
}
