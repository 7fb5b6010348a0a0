#include "results.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "timefmt.h"

static int by_corrected(const void *a, const void *b)
{
    const struct result *x = a, *y = b;
    int xf = x->entry->status == FINISHED, yf = y->entry->status == FINISHED;
    if (xf != yf)
        return yf - xf;
    if (!xf)
        return strcmp(x->entry->sail, y->entry->sail);
    if (x->entry->corrected != y->entry->corrected)
        return x->entry->corrected < y->entry->corrected ? -1 : 1;
    return strcmp(x->entry->sail, y->entry->sail);
}

int results_rank(const struct race *r, struct result *out)
{
    int i, j, n = r->count;

    for (i = 0; i < n; i++) {
        out[i].entry = &r->entries[i];
        out[i].place = 0;
        out[i].points = 0;
    }
    qsort(out, n, sizeof *out, by_corrected);

    for (i = 0; i < n; i = j) {
        if (out[i].entry->status != FINISHED) {
            out[i].points = n + 1;
            j = i + 1;
            continue;
        }
        /* boats on the same corrected time share the places they span */
        for (j = i + 1; j < n && out[j].entry->status == FINISHED
                        && out[j].entry->corrected == out[i].entry->corrected; j++)
            ;
        {
            double shared = (i + 1 + j) / 2.0;
            int k;
            for (k = i; k < j; k++) {
                out[k].place = i + 1;
                out[k].points = shared;
            }
        }
    }
    return n;
}

const char *results_status(enum finish_status status)
{
    switch (status) {
    case FINISHED: return "";
    case DNF: return "DNF";
    case DNS: return "DNS";
    case OCS: return "OCS";
    }
    return "?";
}

void results_sheet(const struct result *res, int n, char *buf, unsigned size)
{
    unsigned used = 0;
    int i;
    char el[16], co[16];

    buf[0] = '\0';
    for (i = 0; i < n && used < size; i++) {
        const struct entry *e = res[i].entry;
        if (e->status == FINISHED) {
            used += snprintf(buf + used, size - used, "%-3d %-6s %-12s %-12s %8s %8s %5.1f\n",
                             res[i].place, e->sail, e->helm, e->boat_class,
                             time_format(e->elapsed, el, sizeof el),
                             time_format(e->corrected, co, sizeof co), res[i].points);
        } else {
            used += snprintf(buf + used, size - used, "%-3s %-6s %-12s %-12s %8s %8s %5.1f\n",
                             results_status(e->status), e->sail, e->helm, e->boat_class,
                             "", "", res[i].points);
        }
    }
}
