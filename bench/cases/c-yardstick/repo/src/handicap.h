#ifndef YARDSTICK_HANDICAP_H
#define YARDSTICK_HANDICAP_H

/* Portsmouth Yardstick numbers: a class's PY is the time in seconds it is
 * expected to take over a course a boat of PY 1000 sails in 1000 s. */

struct boat_class {
    const char *name;
    int py;
    int crew;
};

/* The club's class list; NULL-named entry ends it. */
extern const struct boat_class handicap_classes[];

/* The class named (case-insensitive), or NULL. */
const struct boat_class *handicap_find(const char *name);

/* The PY number of the class named, or 0 if unknown. */
int handicap_py(const char *name);

#endif
