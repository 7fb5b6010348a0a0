#ifndef FIVEK_ATHLETES_H
#define FIVEK_ATHLETES_H

#include "dates.h"

#define ATHLETE_ID_MAX 12
#define ATHLETE_NAME_MAX 48
#define REGISTRY_MAX 256

struct athlete {
    char id[ATHLETE_ID_MAX];     /* "A" and digits, as on the barcode */
    char name[ATHLETE_NAME_MAX];
    char sex;                    /* 'M' or 'W' */
    struct date born;
    char club[ATHLETE_NAME_MAX]; /* may be empty */
    int runs;                    /* runs before this week */
    int best;                    /* best time in seconds, 0 if none yet */
};

struct registry {
    struct athlete athletes[REGISTRY_MAX];
    int count;
};

void registry_init(struct registry *reg);

/* Adds one line of the registry export:
 *   id,name,sex,born,club,runs,best
 * e.g. "A48211,Priya Nair,W,1983-07-19,Rother Tri,57,24:10". best is empty
 * when runs is 0. Returns 0, or -1 for a malformed line, a duplicate id or a
 * full registry. */
int registry_add_line(struct registry *reg, const char *line);

const struct athlete *registry_find(const struct registry *reg, const char *id);

#endif
