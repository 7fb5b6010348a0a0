/* A load on the manifest: who is jumping, in which group, and the brief the
 * jumpmaster reads out before boarding. */
#ifndef MANIFEST_H
#define MANIFEST_H

#include <stddef.h>

#define MAX_JUMPERS 23 /* seats in the drop zone's Twin Otter */
#define NAME_LEN 24
#define GROUP_GAP_M 300.0 /* distance over the ground between groups */
#define DEPLOY_FT 3000.0

typedef enum { BELLY, FREEFLY, TANDEM, WINGSUIT } Discipline;

typedef struct {
    char name[NAME_LEN];
    int jumps;
    double weight_lb; /* exit weight, with gear */
    int canopy_sqft;
    Discipline discipline;
    int group;
} Jumper;

typedef struct {
    Jumper jumpers[MAX_JUMPERS];
    int count;
    int exit_ft;
} Load;

const char *discipline_name(Discipline d);

/* Reads "Ada 412 185 150 belly 1": name, jumps, exit weight, canopy size,
 * discipline and group number. Returns 0, or -1 for a bad line. */
int jumper_parse(const char *line, Jumper *out);

/* Adds a jumper line to the load. Returns 0, or -1 for a bad line or a full
 * aircraft. */
int load_add(Load *load, const char *line);

/* Group numbers in exit order: belly groups, biggest first, then freefly
 * groups, biggest first, then tandems, then wingsuits last. Groups of the
 * same kind and size keep their number order. Returns the number of
 * groups. */
int load_exit_order(const Load *load, int *groups, int max);

/* Writes the jumpmaster's brief for a jump run at `airspeed_kt` into a
 * `headwind_kt` wind. Returns the length written, as snprintf. */
int load_brief(const Load *load, double airspeed_kt, double headwind_kt,
               char *buf, size_t size);

#endif
