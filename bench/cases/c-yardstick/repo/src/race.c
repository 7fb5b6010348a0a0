#include "race.h"

#include <math.h>
#include <string.h>

#include "handicap.h"
#include "timefmt.h"

void race_init(struct race *r, long start)
{
    memset(r, 0, sizeof *r);
    r->start = start;
}

static struct entry *add(struct race *r, const char *sail, const char *helm,
                         const char *boat_class)
{
    struct entry *e;
    if (r->count >= RACE_MAX_ENTRIES || handicap_py(boat_class) == 0)
        return NULL;
    e = &r->entries[r->count++];
    memset(e, 0, sizeof *e);
    strncpy(e->sail, sail, sizeof e->sail - 1);
    strncpy(e->helm, helm, sizeof e->helm - 1);
    strncpy(e->boat_class, boat_class, sizeof e->boat_class - 1);
    return e;
}

struct entry *race_finish(struct race *r, const char *sail, const char *helm,
                          const char *boat_class, long finish)
{
    struct entry *e = add(r, sail, helm, boat_class);
    if (e) {
        e->finish = finish;
        e->status = FINISHED;
    }
    return e;
}

struct entry *race_retire(struct race *r, const char *sail, const char *helm,
                          const char *boat_class, enum finish_status status)
{
    struct entry *e = add(r, sail, helm, boat_class);
    if (e)
        e->status = status;
    return e;
}

long race_corrected(long elapsed, int py)
{
    return lround(elapsed * 1000.0 / py);
}

void race_score(struct race *r)
{
    int i;
    for (i = 0; i < r->count; i++) {
        struct entry *e = &r->entries[i];
        if (e->status != FINISHED) {
            e->elapsed = 0;
            e->corrected = 0;
            continue;
        }
        e->elapsed = time_elapsed(r->start, e->finish);
        e->corrected = race_corrected(e->elapsed, handicap_py(e->boat_class));
    }
}
