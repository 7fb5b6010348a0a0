#include <stdio.h>
#include <string.h>

#include "ledger.h"

struct cask *warehouse_find(struct warehouse *w, const char *id)
{
    for (size_t i = 0; i < w->count; i++)
        if (strcmp(w->casks[i].id, id) == 0)
            return &w->casks[i];
    return NULL;
}

double warehouse_lpa(const struct warehouse *w)
{
    double total = 0.0;
    for (size_t i = 0; i < w->count; i++)
        total += cask_lpa(&w->casks[i]);
    return total;
}

enum ledger_status ledger_apply(struct warehouse *w, const char *line)
{
    char verb[16], id[CASK_ID_MAX];
    int year;
    double litres, abv;

    if (sscanf(line, "%15s", verb) != 1)
        return LEDGER_BAD_FIELDS;
    if (strcmp(verb, "FILL") != 0 && strcmp(verb, "REGAUGE") != 0)
        return LEDGER_UNKNOWN_VERB;
    if (sscanf(line, "%*s %15s %d %lf %lf", id, &year, &litres, &abv) != 4)
        return LEDGER_BAD_FIELDS;
    if (litres <= 0.0 || abv <= 0.0 || abv > 100.0)
        return LEDGER_BAD_FIELDS;

    struct cask *c = warehouse_find(w, id);
    if (strcmp(verb, "FILL") == 0) {
        if (c)
            return LEDGER_DUPLICATE_CASK;
        if (w->count == WAREHOUSE_MAX)
            return LEDGER_FULL;
        cask_fill(&w->casks[w->count++], id, year, litres, abv);
        return LEDGER_OK;
    }
    if (!c)
        return LEDGER_NO_SUCH_CASK;
    cask_regauge(c, year, litres, abv);
    return LEDGER_OK;
}

enum ledger_status ledger_load(struct warehouse *w, const char *text, int *bad_line)
{
    char line[128];
    int number = 0;
    const char *p = text;

    while (*p) {
        const char *end = strchr(p, '\n');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len >= sizeof line)
            len = sizeof line - 1;
        memcpy(line, p, len);
        line[len] = '\0';
        number++;

        enum ledger_status s = ledger_apply(w, line);
        if (s != LEDGER_OK) {
            if (bad_line)
                *bad_line = number;
            return s;
        }
        p = end ? end + 1 : p + len;
    }
    return LEDGER_OK;
}

const char *ledger_status_name(enum ledger_status s)
{
    switch (s) {
    case LEDGER_OK: return "ok";
    case LEDGER_UNKNOWN_VERB: return "unknown verb";
    case LEDGER_BAD_FIELDS: return "bad fields";
    case LEDGER_NO_SUCH_CASK: return "no such cask";
    case LEDGER_DUPLICATE_CASK: return "duplicate cask";
    case LEDGER_FULL: return "warehouse full";
    }
    return "?";
}
